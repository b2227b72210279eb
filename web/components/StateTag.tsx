import { CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleFilled, FieldTimeOutlined } from '@ant-design/icons';
import type { Tone } from './inbox-state';
import s from './StateTag.module.css';

const ICONS = {
  done: <CheckCircleOutlined aria-hidden />,
  waiting: <ClockCircleOutlined aria-hidden />,
  overdue: <FieldTimeOutlined aria-hidden />,
  critical: <ExclamationCircleFilled aria-hidden />,
} as const;

/**
 * A state in words with an icon (never colour alone): 待处理 / 已完成 for a company, the reply state (待答复, 超时未答复,
 * 临近三个月未答复, 已答复) for staff. Colours pass WCAG AA.
 */
export function StateTag({ tone, text, className }: { tone: Tone; text: string; className?: string }) {
  return (
    <span className={`${s.tag} ${s[tone]}${className ? ` ${className}` : ''}`}>
      {ICONS[tone]}
      {text}
    </span>
  );
}
