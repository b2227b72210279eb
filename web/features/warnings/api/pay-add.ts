import type { z } from 'zod';
import type { payAddData } from '@shared/contracts/billing';
import { api } from '~/lib/api';
import type { PayBody } from '../warnings-view';

/** '已缴费，解除预警' from the browser: records one period; resolves with the server's message. */
export async function payAdd(body: PayBody): Promise<string> {
  const res = await api<z.infer<typeof payAddData>>('/api/admin/pay_add', body);
  return res.msg;
}
