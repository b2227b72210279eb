import type { ReactNode } from 'react';
import { WarningIcon } from './icons/status';

/** antd's Result pictures, as static files (web/public/images): the page's script does not carry them. */
const PICTURES = { '404': '/images/result-404.svg', '500': '/images/result-500.svg' } as const;

type Props = {
  /** 404 and 500 show antd's pictures, warning its big icon. */
  status: '404' | '500' | 'warning';
  title: string;
  subTitle?: string;
  extra?: ReactNode;
};

/** A page-sized outcome (nothing here, something went wrong) with the way on: antd's Result in plain markup. */
export function ResultState({ status, title, subTitle, extra }: Props) {
  return (
    <div className="ui-result">
      {status === '404' || status === '500' ? (
        <img src={PICTURES[status]} alt="" width={252} height={294} className="ui-result-image" />
      ) : (
        <div className="ui-result-icon ui-result-warning" aria-hidden="true">
          <WarningIcon />
        </div>
      )}
      <div className="ui-result-title">{title}</div>
      {subTitle && <p className="ui-result-subtitle">{subTitle}</p>}
      {extra && <div className="ui-result-extra">{extra}</div>}
    </div>
  );
}
