import { Link } from 'react-router';
import type { ConsultationItem } from '@shared/contracts/consultations';
import { MSG } from '@shared/messages';
import { EmptyState } from '~/components/EmptyState';
import { PageList } from '~/components/ListBody';
import type { ListPage } from '~/lib/list-load.server';
import { CONSULT_ACTION } from '../open-consultation';
import { CONSULTATION_PLACES, MY_CONSULTATIONS_PAGE_SIZE, itemLink, myConsultationsHref, statusTone } from '../consultation-view';
import s from './Consultations.module.css';
import r from '~/components/styles/reply.module.css';
import { StateTag } from '~/components/StateTag';

type Props = { page: number; list: ListPage<ConsultationItem> };

/**
 * /my_question: the consultations this user sent from the public pages, newest first, 10 a page; each with its
 * status (未处理 / 已处理) and the park's answer. Nothing sent yet: where one can consult.
 */
export function MyConsultations({ page, list }: Props) {
  if (!list.error && list.total === 0) return <NoConsultations />;
  return (
    <PageList
      list={list}
      page={page}
      pageSize={MY_CONSULTATIONS_PAGE_SIZE}
      hrefFor={myConsultationsHref}
      className={s.list}
      label="我的咨询"
      render={(q) => <ConsultationCard q={q} />}
    />
  );
}

function ConsultationCard({ q }: { q: ConsultationItem }) {
  const item = itemLink(q);
  const headingId = `consultation-${q.id}`;
  return (
    <article className={s.card} aria-labelledby={headingId}>
      <div className={s.head}>
        <span className={s.typeName}>{q.type_name}</span>
        <h2 id={headingId} className={s.subject}>
          {item.href ? <Link to={item.href}>{item.text}</Link> : <span className={s.subjectPlain}>{item.text}</span>}
        </h2>
        <StateTag tone={statusTone(q.status)} text={q.status_name} className={s.headTag} />
      </div>
      <p className={s.content}>{q.content}</p>
      <p className={s.meta}>{[`提交于 ${q.createtime}`, q.company_name, `${q.name} ${q.phone}`].filter(Boolean).join(' · ')}</p>
      {q.reply ? (
        <section className={`${r.reply} ${s.answer}`} aria-label="园区答复">
          <p className={r.title}>园区答复</p>
          <p className={r.text}>{q.reply}</p>
          {q.reply_time && <p className={r.time}>{`答复于 ${q.reply_time}`}</p>}
        </section>
      ) : (
        <p className={`${r.pending} ${s.answer}`}>园区工作人员正在处理，答复后会显示在这里。</p>
      )}
    </article>
  );
}

/** 暂无数据, and where a consultation can be sent from. */
function NoConsultations() {
  return (
    <div className={s.empty}>
      <EmptyState
        description={
          <>
            <span>{MSG.empty}</span>
            <br />
            <span>在科技、创业、租赁等服务的详情页点击「{CONSULT_ACTION}」，即可向园区提问。</span>
          </>
        }
      >
        <ul className={s.places} aria-label="去咨询">
          {CONSULTATION_PLACES.map((p) => (
            <li key={p.to}>
              <Link to={p.to}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </EmptyState>
    </div>
  );
}
