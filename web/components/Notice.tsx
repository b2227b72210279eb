import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningCircleIcon } from './icons/status';

export type NoticeType = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningCircleIcon, error: ErrorIcon } as const;

type Props = { type: NoticeType; title: ReactNode; description?: ReactNode; action?: ReactNode; className?: string };

/**
 * A notice box (antd's Alert, drawn in plain markup; styles in app/ui.css): an icon, the message, an optional longer text and an action.
 * Errors and warnings are announced (role alert, as antd's was); information and success are a status.
 */
export function Notice({ type, title, description, action, className }: Props) {
  const Icon = ICONS[type];
  const classes = ['ui-notice', `ui-notice-${type}`, description !== undefined && 'ui-notice-full', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role={type === 'error' || type === 'warning' ? 'alert' : 'status'}>
      <span className="ui-notice-icon">
        <Icon />
      </span>
      <div className="ui-notice-body">
        <p className="ui-notice-title">{title}</p>
        {description !== undefined && <p className="ui-notice-description">{description}</p>}
      </div>
      {action && <div className="ui-notice-action">{action}</div>}
    </div>
  );
}
