import { Button } from 'antd';
import type { ConsultationAdminItem } from '@shared/contracts/consultations';
import { column } from '~/components/columns';
import { inboxColumns, openVerb } from '~/components/InboxColumns';
import { inboxPage, inboxSearch } from '~/components/inbox-query';
import { useInboxDetail } from '~/components/inbox-detail';
import { InboxList } from '~/components/InboxList';
import { StateTag } from '~/components/StateTag';
import type { ListPage } from '~/lib/list-load.server';
import { ageText, inboxFilterRows, inboxHref, inboxScope, itemLink, replyStateTone, type InboxQuery } from '../consultation-view';
import { ConsultationReplyDialog } from './ConsultationReplyDialog';
import s from './Consultations.module.css';
import inbox from '~/components/InboxList.module.css';
import type { TableColumns } from '~/components/Table';

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

  const columns: TableColumns<ConsultationAdminItem> = [
    column({ title: '咨询人', key: 'who', width: 170 }, (r: ConsultationAdminItem) => (
      <>
        <span className={inbox.who}>{r.name}</span>
        <span className={inbox.sub}>{r.phone}</span>
        {r.company_name && <span className={inbox.sub}>{r.company_name}</span>}
      </>
    )),
    column({ title: '类型 / 咨询对象', key: 'subject', width: 190 }, (r: ConsultationAdminItem) => (
      <>
        <span className={inbox.who}>{r.type_name}</span>
        <span className={`${inbox.sub} ${s.clip}`}>{r.question_id ? itemLink(r).text : '未指定具体项目'}</span>
      </>
    )),
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
        <span className={inbox.who}>{r.name}</span>
        <StateTag tone={replyStateTone(r.reply_state)} text={r.reply_state_name} />
      </div>
      <span className={inbox.sub}>{[r.phone, r.company_name].filter(Boolean).join(' · ')}</span>
      <p className={`${s.rowText} ${s.clip}`}>{`${r.type_name}：${r.content}`}</p>
      <div className={s.rowFoot}>
        <span className={inbox.sub}>{`${r.createtime}，${ageText(r).age}`}</span>
        <Button size="small" autoInsertSpace={false} onClick={() => detail.open(r.id)} aria-label={`${openVerb(r)}：${what(r)}`}>
          {openVerb(r)}
        </Button>
      </div>
    </li>
  );

  return (
    <InboxList<ConsultationAdminItem>
      filters={inboxFilterRows(query)}
      search={inboxSearch(query, inboxHref, {
        label: '搜索咨询',
        id: 'consultations-keyword',
        placeholder: '搜索姓名、手机号、企业名称或咨询内容',
        keep: {
          cat: query.cat > 0 ? query.cat : undefined,
          status: query.status || undefined,
          age: query.age !== 'all' ? query.age : undefined,
        },
      })}
      {...inboxPage(query, page, inboxHref)}
      scope={inboxScope(query, page.total)}
      order="未处理的排在前面，等待最久的在最上方。"
      columns={columns}
      scrollX={960}
      cards={{ label: '咨询列表', render: card }}
    >
      <ConsultationReplyDialog id={detail.openId} onClose={detail.close} onReplied={detail.replied} />
    </InboxList>
  );
}
