import type { Envelope } from '@shared/envelope';
import { api } from '~/lib/api';
import type { ShopSubmitInput } from '../application-form';

/** shop_submit from the browser; a refusal or a network failure is shown by the client and rejects. */
export function submitApplication(payload: ShopSubmitInput): Promise<Envelope<{ id: number; status: number }>> {
  return api<{ id: number; status: number }>('/api/index/shop_submit', payload);
}
