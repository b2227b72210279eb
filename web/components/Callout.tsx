import type { CSSProperties, ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningCircleIcon } from './icons/status';

export type CalloutType = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningCircleIcon, error: ErrorIcon } as const;

type Props = {
  type: CalloutType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/**
 * A callout (antd's Alert, drawn in plain markup; styles in app/ui.css): an icon, the message, an optional longer text and an action.
 * Errors and warnings are announced (role alert, as antd's was); information and success are a status.
 */
export function Callout({ type, title, description, action, className, style }: Props) {
  const Icon = ICONS[type];
  const classes = ['ui-callout', `ui-callout-${type}`, description !== undefined && 'ui-callout-full', className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style} role={type === 'error' || type === 'warning' ? 'alert' : 'status'}>
      <span className="ui-callout-icon">
        <Icon />
      </span>
      <div className="ui-callout-body">
        <p className="ui-callout-title">{title}</p>
        {description !== undefined && <div className="ui-callout-description">{description}</div>}
      </div>
      {action && <div className="ui-callout-action">{action}</div>}
    </div>
  );
}
