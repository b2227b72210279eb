import { useState } from 'react';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { LazyAntd, lazyAntd, useLazyPart } from '~/components/LazyAntd';
import { LinkButton } from '~/components/LinkButton';
import { PageBody } from '~/components/ListBody';
import { paths } from '~/config/paths';
import type { ListPage } from '~/lib/list-load.server';
import { SERVICE_LIST_PAGE_SIZE, serviceListHref } from '../feedback-view';
import s from './Feedback.module.css';
import { FeedbackItems } from './FeedbackItems';
import { FormIcon } from '~/components/icons/outlined';

type Props = { page: number; list: ListPage<FeedbackItem> };

// The detail dialog (antd's Modal and its picture preview) and antd's providers are chunks of their own, loaded at
// the first 查看详情 (or when the pointer rests on one): the list itself loads no antd (issue 34).
const { Component: FeedbackDetail, load } = lazyAntd(() => import('./FeedbackDetail').then((m) => m.FeedbackDetail));

/**
 * /service_list (spec §2 服务记录): the company's own requests, 10 a page, newest first, with 待处理 / 已完成 and a
 * detail dialog showing the photos and the 平台反馈; 提出需求 leads to the form.
 */
export function ServiceList({ page, list }: Props) {
  const [selected, setSelected] = useState<FeedbackItem | null>(null);
  const detail = useLazyPart<number>(load);
  const open = (item: FeedbackItem) => detail.open(item.id, () => setSelected(item));
  return (
    <>
      <div className={s.bar}>
        <p className={s.summary}>{list.error ? '' : `共 ${list.total} 条服务记录`}</p>
        <LinkButton variant="primary" icon={<FormIcon />} to={paths.personal.service}>
          提出需求
        </LinkButton>
      </div>
      <PageBody list={list} page={page} pageSize={SERVICE_LIST_PAGE_SIZE} hrefFor={serviceListHref}>
        <FeedbackItems items={list.items} onOpen={open} onPrefetch={detail.prefetch} opening={detail.loading} headingLevel="h2" />
      </PageBody>
      {detail.mounted && (
        <LazyAntd>
          <FeedbackDetail open={selected !== null} item={selected} onClose={() => setSelected(null)} />
        </LazyAntd>
      )}
    </>
  );
}
