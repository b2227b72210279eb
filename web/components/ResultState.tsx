import type { ReactNode } from 'react';
import { InfoIcon, SuccessIcon, WarningIcon } from './icons/status';

/** antd's Result pictures, as static files (web/public/images): the page's script does not carry them. */
const PICTURES = { '404': '/images/result-404.svg', '500': '/images/result-500.svg' } as const;
const ICONS = { warning: WarningIcon, info: InfoIcon, success: SuccessIcon } as const;

type Props = {
  /** 404 and 500 show antd's pictures; warning, info and success its big icons. */
  status: '404' | '500' | 'warning' | 'info' | 'success';
  title: string;
  subTitle?: string;
  extra?: ReactNode;
};

/** A page-sized outcome (nothing here, something went wrong) with the way on: antd's Result in plain markup. */
export function ResultState({ status, title, subTitle, extra }: Props) {
  const Icon = status === '404' || status === '500' ? null : ICONS[status];
  return (
    <div className="ui-result">
      {Icon ? (
        <div className={`ui-result-icon ui-result-${status}`} aria-hidden="true">
          <Icon />
        </div>
      ) : (
        <img src={PICTURES[status as '404' | '500']} alt="" width={252} height={294} className="ui-result-image" />
      )}
      <div className="ui-result-title">{title}</div>
      {subTitle && <p className="ui-result-subtitle">{subTitle}</p>}
      {extra && <div className="ui-result-extra">{extra}</div>}
    </div>
  );
}
