import type { Tone } from './inbox-state';
import s from './StateTag.module.css';
import { CheckCircleIcon, ClockCircleIcon, FieldTimeIcon } from './icons/outlined';
import { WarningCircleIcon } from './icons/status';

const ICONS = {
  done: <CheckCircleIcon />,
  waiting: <ClockCircleIcon />,
  overdue: <FieldTimeIcon />,
  critical: <WarningCircleIcon />,
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
