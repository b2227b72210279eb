import type { FeedbackAdminItem } from '@shared/contracts/feedback';
import { column } from '~/components/columns';
import { inboxColumns } from '~/components/InboxColumns';
import { inboxPage, inboxSearch } from '~/components/inbox-query';
import { useInboxDetail } from '~/components/inbox-detail';
import { InboxList } from '~/components/InboxList';
import { inboxAgeText, replyStateTone } from '~/components/inbox-state';
import { StateTag } from '~/components/StateTag';
import type { ListPage } from '~/lib/list-load.server';
import { inboxFilterRows, inboxHref, inboxScope, statusTone, type InboxQuery } from '../feedback-view';
import s from './Feedback.module.css';
import inbox from '~/components/InboxList.module.css';
import { deferred, useIdlePreload } from '~/components/deferred';
import type { TableColumns } from '~/components/Table';

// A request's detail with its reply form: a chunk of its own, fetched once the page is idle (issue 34).
const InboxDetail = deferred(() => import('./InboxDetail').then((m) => m.InboxDetail));

type Props = { query: InboxQuery; page: ListPage<FeedbackAdminItem> };

/**
 * /system/feedback: every company's service requests, 待处理 first (the longest waiting on top), filtered by status, age and
 * keyword from the URL (the shared inbox). Each row says how long it has waited and where it stands against the
 * reply limit; 答复 / 查看 opens it with its photos and the reply form.
 */
export function FeedbackInbox({ query, page }: Props) {
  useIdlePreload(InboxDetail);
  const detail = useInboxDetail();
  const shared = inboxColumns<FeedbackAdminItem>({
    age: inboxAgeText,
    stateTitle: '答复时效',
    stateWidth: 180,
    what: (r) => `${r.company_name}「${r.title}」`,
    onOpen: detail.open,
    responsive: ['md'],
  });

  const columns: TableColumns<FeedbackAdminItem> = [
    column({ title: '诉求', key: 'title', width: 200 }, (r: FeedbackAdminItem) => (
      <>
        <span className={inbox.who}>{r.title}</span>
        <span className={inbox.sub}>{r.company_name}</span>
        {r.file.length > 0 && <span className={inbox.sub}>{r.file.length} 张照片</span>}
        {/* Phones show this one column: the rest of the row, in short, under the title. */}
        <div className={s.compact}>
          <StateTag tone={statusTone(r.status)} text={r.status_name} />
          <StateTag tone={replyStateTone(r.reply_state)} text={r.reply_state_name} />
          <span className={inbox.sub}>{`${r.createtime}，${inboxAgeText(r).age}`}</span>
        </div>
      </>
    )),
    {
      title: '内容',
      dataIndex: 'content',
      key: 'content',
      width: 200,
      responsive: ['md'],
      render: (v: string) => (
        <span className={s.clip} style={{ margin: 0 }}>
          {v}
        </span>
      ),
    },
    shared.submitted,
    {
      title: '状态',
      key: 'status',
      width: 90,
      responsive: ['md'],
      render: (_, r) => <StateTag tone={statusTone(r.status)} text={r.status_name} />,
    },
    shared.state,
    shared.action,
  ];

  return (
    <InboxList<FeedbackAdminItem>
      filters={inboxFilterRows(query)}
      search={inboxSearch(query, inboxHref, {
        label: '搜索服务诉求',
        id: 'feedback-keyword',
        placeholder: '搜索企业名称或诉求标题',
        keep: { status: query.status || undefined, age: query.age !== 'all' ? query.age : undefined },
      })}
      {...inboxPage(query, page, inboxHref)}
      scope={inboxScope(query, page.total)}
      order="待处理的排在前面，等待最久的在最上方；办结时通知企业。"
      columns={columns}
      scrollX="max-content"
    >
      <InboxDetail active={detail.openId !== null} id={detail.openId} onClose={detail.close} onReplied={detail.replied} />
    </InboxList>
  );
}
