import { Descriptions } from 'antd';
import type { ConsultationDetail } from '@shared/contracts/consultations';
import { ConsultationStatus } from '@shared/labels/consultations';
import { StateTag } from '~/components/StateTag';
import { ageText, itemLink, replyStateTone } from '../consultation-view';
import s from './Consultations.module.css';
import inbox from '~/components/InboxList.module.css';

/** Who asked (the whole phone number), about what (a link to the item's public page), when, its state and answer. */
export function ConsultationFacts({ detail }: { detail: ConsultationDetail }) {
  const answered = detail.status === ConsultationStatus.ANSWERED;
  const item = itemLink(detail);
  const age = ageText(detail);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
      items={[
        { key: 'name', label: '咨询人', children: detail.name },
        { key: 'phone', label: '手机号', children: <a href={`tel:${detail.phone}`}>{detail.phone}</a> },
        { key: 'company', label: '企业名称', children: detail.company_name || '未填写' },
        { key: 'account', label: '登录账号', children: detail.user_nickname || '—' },
        { key: 'type', label: '咨询类型', children: detail.type_name },
        {
          key: 'item',
          label: '咨询对象',
          children: item.href ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {item.text}（新窗口打开）
            </a>
          ) : (
            item.text
          ),
        },
        { key: 'time', label: '提交时间', children: `${detail.createtime}（${age.age}）` },
        {
          key: 'state',
          label: '答复状态',
          children: (
            <>
              <StateTag tone={replyStateTone(detail.reply_state)} text={detail.reply_state_name} />{' '}
              <span className={inbox.sub}>{age.due}</span>
            </>
          ),
        },
        {
          key: 'content',
          label: '咨询内容',
          span: 'filled',
          children: <span className={s.longText}>{detail.content}</span>,
        },
        ...(answered
          ? [
              {
                key: 'reply',
                label: '答复内容',
                span: 'filled' as const,
                children: <span className={s.longText}>{detail.reply}</span>,
              },
              { key: 'by', label: '答复人', children: detail.handled_by_name || '—' },
              { key: 'at', label: '答复时间', children: detail.reply_time },
            ]
          : []),
      ]}
    />
  );
}
