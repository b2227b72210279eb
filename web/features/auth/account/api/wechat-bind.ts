import * as authCalls from '@shared/calls/auth';
import { api } from '~/lib/api';

/** Browser-side calls of 扫码绑定微信; a refusal is shown by the API client and rethrown (ApiError). */
export const wechatBindApi = {
  start: () => api(authCalls.wechatBind),
  status: (sign: string) => api(authCalls.wechatBindStatus, { sign }),
};
