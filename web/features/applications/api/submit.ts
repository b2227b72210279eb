import * as applicationsCalls from '@shared/calls/applications';
import type { CallData } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { api } from '~/lib/api';
import type { ShopSubmitInput } from '../application-form';

/** shop_submit from the browser; a refusal or a network failure is shown by the client and rejects. */
export function submitApplication(payload: ShopSubmitInput): Promise<Envelope<CallData<typeof applicationsCalls.shopSubmit>>> {
  return api(applicationsCalls.shopSubmit, payload);
}
