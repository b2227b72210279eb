import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { PaymentItem } from '@shared/contracts/billing';
import { PAGE_SIZE } from '@shared/constants';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { PaymentTable } from '~/components/PaymentTable';
import type { ListPage } from '~/lib/list-load.server';
import type { ContractView } from '../billing-kinds';
import { billingHref, type BillingQuery } from '../billing-query';
import s from './Billing.module.css';
import { ContractCard } from './ContractCard';
import { ArrowLeftIcon } from '~/components/icons/outlined';

type Props = {
  path: string;
  query: BillingQuery;
  /** The contract, when it is on the list page the person came from (a bare link may name one that is not). */
  contract: ContractView | null;
  payments: ListPage<PaymentItem>;
};

/** One contract's payments, 5 a page, with 返回 to the list page it was opened from. */
export function PaymentHistory({ path, query, contract, payments }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const navigationType = useNavigationType();
  // Opened or paged by a link (not a first load or the back button): move focus to the heading, so keyboard and
  // screen-reader users follow the change.
  useEffect(() => {
    if (navigationType === 'PUSH') heading.current?.focus();
  }, [key, navigationType]);
  const record = query.record ?? 0;
  return (
    <section aria-labelledby="payment-history-title">
      <div className={s.recordBar}>
        <LinkButton to={billingHref(path, { page: query.page })} icon={<ArrowLeftIcon />}>
          返回
        </LinkButton>
        <h2 className={s.recordTitle} id="payment-history-title" tabIndex={-1} ref={heading}>
          {contract ? `${contract.title} 缴费记录` : '缴费记录'}
        </h2>
      </div>
      {contract && (
        <div className={s.summary}>
          <ContractCard view={contract} heading={false} />
        </div>
      )}
      {payments.error ? (
        <LoadError msg={payments.error} />
      ) : (
        <PaymentTable
          items={payments.items}
          total={payments.total}
          page={query.rpage}
          pageSize={PAGE_SIZE.recordDetails}
          caption={contract ? `${contract.title}的缴费记录` : '缴费记录'}
          hrefFor={(rpage) => billingHref(path, { page: query.page, record, rpage })}
        />
      )}
    </section>
  );
}
