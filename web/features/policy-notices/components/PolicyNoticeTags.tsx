import { Tag } from 'antd';
import { PolicyNoticeStatus } from '@shared/contracts/policy-notices';
import { windowTone } from '../policy-notice-view';
import s from './PolicyNotices.module.css';

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
      <Tag className={`${s.tag} ${status === PolicyNoticeStatus.FOLLOWED ? s.ok : s.warn}`}>{label}</Tag>
    </span>
  );
}
