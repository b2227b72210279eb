import { PolicyNoticeStatus } from '@shared/policy-notices/rules';
import { ToneTag } from '~/components/ToneTag';
import { windowTone } from '../policy-notice-view';

/** 进行中 / 未开始 / 已结束. */
export function WindowTag({ window, label }: { window: number; label: string }) {
  return <ToneTag tone={windowTone(window)}>{label}</ToneTag>;
}

/** 未跟进 / 已跟进. */
export function StatusTag({ status, label }: { status: number; label: string }) {
  return <ToneTag tone={status === PolicyNoticeStatus.FOLLOWED ? 'ok' : 'warn'}>{label}</ToneTag>;
}
