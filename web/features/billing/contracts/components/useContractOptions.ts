import { useFetched } from '~/components/useFetched';
import type { ContractOptions } from '@shared/contracts/billing';
import { fetchContractOptions } from '../api/contract-calls';
import { isLeaseItem, roomOptions, type ContractItem } from '../contract-form';

/**
 * The companies and rooms a contract may name (contract_options), read once the form opens; the edited contract's
 * own company and room stay choosable even when no longer offered.
 */
export function useContractOptions(item: ContractItem | undefined) {
  const { data: options, error } = useFetched<ContractOptions>(fetchContractOptions);

  const companies = options?.companies.map((c) => ({ value: c.id, label: c.name })) ?? [];
  if (item && !companies.some((c) => c.value === item.company_id)) companies.push({ value: item.company_id, label: item.company_name });
  const rooms = roomOptions(options?.rooms ?? [], item && isLeaseItem(item) ? item.room_id : undefined);
  if (item && isLeaseItem(item) && !rooms.some((r) => r.value === item.room_id))
    rooms.push({ value: item.room_id, label: item.room_number, disabled: false });
  return { options, error, loading: !options && !error, companies, rooms };
}
