import { MSG } from '@shared/messages';
import { PAGE_SIZE } from '@shared/constants';
import { LinkButton } from '~/components/LinkButton';
import { ListBody } from '~/components/ListBody';
import { SettleFirst } from '~/components/SettleFirst';
import type { BillingPage } from '../api/billing.server';
import { BILLING_KINDS } from '../billing-kinds';
import { billingHref } from '../billing-query';
import s from './Billing.module.css';
import { ContractCard } from './ContractCard';
import { PaymentHistory } from './PaymentHistory';
import { FileTextIcon } from '~/components/icons/services';

/**
 * /room_price and /service_price (issue 9): the company's contracts, 5 a page, each with its warning line and a
 * link to its payment history; with `?record=` the history of that contract. One component for both kinds.
 */
export function ContractBilling({ data }: { data: BillingPage }) {
  const { list, query, record } = data;
  const { path } = BILLING_KINDS[data.kind];
  if (list.error === MSG.settleFirst)
    return <SettleFirst msg={list.error} description="入驻园区后，可在此查看租金、服务费用与缴费记录。" />;
  if (record) {
    const contract = list.items.find((c) => c.id === record.id) ?? null;
    return <PaymentHistory path={path} query={query} contract={contract} payments={record.payments} />;
  }
  return (
    <ListBody
      error={list.error}
      count={list.items.length}
      total={list.total}
      page={query.page}
      pageSize={PAGE_SIZE.myRooms}
      hrefFor={(page) => billingHref(path, { page })}
    >
      <ul className={s.list}>
        {list.items.map((c) => (
          <li key={c.id}>
            <ContractCard
              view={c}
              action={
                <LinkButton
                  to={billingHref(path, { page: query.page, record: c.id })}
                  icon={<FileTextIcon />}
                  aria-label={`查看「${c.title}」的缴费记录`}
                >
                  缴费记录
                </LinkButton>
              }
            />
          </li>
        ))}
      </ul>
    </ListBody>
  );
}

/** A personal user whose company is not settled (yet): the server's message, and the way to settle. */
