import { Button, type TableColumnsType } from 'antd';
import type { ConsultationAdminItem } from '@shared/contracts/consultations';
import { inboxColumns, openVerb } from '~/components/InboxColumns';
import { useInboxDetail } from '~/components/inbox-detail';
import { InboxList } from '~/components/InboxList';
import { StateTag } from '~/components/StateTag';
import type { ListPage } from '~/lib/list-load.server';
import { ageText, inboxFilterRows, inboxHref, inboxScope, itemLink, replyStateTone, type InboxQuery } from '../consultation-view';
import { ConsultationReplyDialog } from './ConsultationReplyDialog';
import s from './Consultations.module.css';

type Props = { query: InboxQuery; page: ListPage<ConsultationAdminItem> };

const what = (r: ConsultationAdminItem) => `${r.name}的咨询（${r.createtime}）`;

/**
 * /system/questions: every consultation sent from the public pages, unanswered first (oldest on top), filtered by
 * type, status, age and keyword from the URL (the shared inbox); on phones the rows are cards.
 * 查看 opens the detail with the whole phone number and the reply form; after an answer the list loads again.
 */
export function ConsultationInbox({ query, page }: Props) {
  const detail = useInboxDetail();
  const shared = inboxColumns<ConsultationAdminItem>({
    age: ageText,
    stateTitle: '答复状态',
    stateWidth: 170,
    what,
    onOpen: detail.open,
  });

  const columns: TableColumnsType<ConsultationAdminItem> = [
    {
      title: '咨询人',
      key: 'who',
      width: 170,
      render: (_, r) => (
        <>
          <span className={s.who}>{r.name}</span>
          <span className={s.sub}>{r.phone}</span>
          {r.company_name && <span className={s.sub}>{r.company_name}</span>}
        </>
      ),
    },
    {
      title: '类型 / 咨询对象',
      key: 'subject',
      width: 190,
      render: (_, r) => (
        <>
          <span className={s.who}>{r.type_name}</span>
          <span className={`${s.sub} ${s.clip}`}>{r.question_id ? itemLink(r).text : '未指定具体项目'}</span>
        </>
      ),
    },
    {
      title: '咨询内容',
      dataIndex: 'content',
      key: 'content',
      render: (v: string) => <span className={s.clip}>{v}</span>,
    },
    shared.submitted,
    shared.state,
    shared.action,
  ];

  const card = (r: ConsultationAdminItem) => (
    <li key={r.id} className={s.row}>
      <div className={s.rowHead}>
        <span className={s.who}>{r.name}</span>
        <StateTag tone={replyStateTone(r.reply_state)} text={r.reply_state_name} />
      </div>
      <span className={s.sub}>{[r.phone, r.company_name].filter(Boolean).join(' · ')}</span>
      <p className={`${s.rowText} ${s.clip}`}>{`${r.type_name}：${r.content}`}</p>
      <div className={s.rowFoot}>
        <span className={s.sub}>{`${r.createtime}，${ageText(r).age}`}</span>
        <Button size="small" autoInsertSpace={false} onClick={() => detail.open(r.id)} aria-label={`${openVerb(r)}：${what(r)}`}>
          {openVerb(r)}
        </Button>
      </div>
    </li>
  );

  return (
    <InboxList<ConsultationAdminItem>
      filters={inboxFilterRows(query)}
      search={{
        label: '搜索咨询',
        id: 'consultations-keyword',
        placeholder: '搜索姓名、手机号、企业名称或咨询内容',
        keyword: query.keyword,
        action: inboxHref({}),
        keep: {
          cat: query.cat > 0 ? query.cat : undefined,
          status: query.status || undefined,
          age: query.age !== 'all' ? query.age : undefined,
        },
        clearHref: inboxHref({ ...query, keyword: '', page: 1 }),
      }}
      error={page.error}
      scope={inboxScope(query, page.total)}
      order="未处理的排在前面，等待最久的在最上方。"
      columns={columns}
      items={page.items}
      scrollX={960}
      page={query.page}
      total={page.total}
      hrefFor={(p) => inboxHref({ ...query, page: p })}
      cards={{ label: '咨询列表', render: card }}
    >
      <ConsultationReplyDialog id={detail.openId} onClose={detail.close} onReplied={detail.replied} />
    </InboxList>
  );
}
