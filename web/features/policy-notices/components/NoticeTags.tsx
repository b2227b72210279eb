import { Tag } from 'antd';
import { NoticeStatus } from '@shared/contracts/policy-notices';
import { windowTone } from '../notice-view';
import s from './Notices.module.css';

/** 进行中 / 未开始 / 已结束. */
export function WindowTag({ window, label }: { window: number; label: string }) {
  return (
    <span className={s.tagWrap}>
      <Tag className={`${s.tag} ${s[windowTone(window)]}`}>{label}</Tag>
    </span>
  );
}

/** 未跟进 / 已跟进. */
export function StatusTag({ status, label }: { status: number; label: string }) {
  return (
    <span className={s.tagWrap}>
      <Tag className={`${s.tag} ${status === NoticeStatus.FOLLOWED ? s.ok : s.warn}`}>{label}</Tag>
    </span>
  );
}
