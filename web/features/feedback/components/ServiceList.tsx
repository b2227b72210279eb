import { FormOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { LinkButton } from '~/components/LinkButton';
import { PageBody } from '~/components/ListBody';
import { paths } from '~/config/paths';
import type { ListPage } from '~/lib/list-load.server';
import { SERVICE_LIST_PAGE_SIZE, serviceListHref } from '../feedback-view';
import s from './Feedback.module.css';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackItems } from './FeedbackItems';

type Props = { page: number; list: ListPage<FeedbackItem> };

/**
 * /service_list (spec §2 服务记录): the company's own requests, 10 a page, newest first, with 待处理 / 已完成 and a
 * detail dialog showing the photos and the 平台反馈; 提出需求 leads to the form.
 */
export function ServiceList({ page, list }: Props) {
  const [selected, setSelected] = useState<FeedbackItem | null>(null);
  return (
    <>
      <div className={s.bar}>
        <p className={s.summary}>{list.error ? '' : `共 ${list.total} 条服务记录`}</p>
        <LinkButton variant="primary" icon={<FormOutlined />} to={paths.personal.service}>
          提出需求
        </LinkButton>
      </div>
      <PageBody list={list} page={page} pageSize={SERVICE_LIST_PAGE_SIZE} hrefFor={serviceListHref}>
        <FeedbackItems items={list.items} onOpen={setSelected} headingLevel="h2" />
      </PageBody>
      <FeedbackDetail open={selected !== null} item={selected} onClose={() => setSelected(null)} />
    </>
  );
}
