import * as authCalls from '@shared/calls/auth';
import { api, ApiError } from '~/lib/api';
import { WECHAT_BIND_TEXT } from '../wechat-bind';

/** Browser-side calls of 扫码绑定微信; a refusal is shown by the API client and rethrown (ApiError). */
export const wechatBindApi = {
  start: () => api(authCalls.wechatBind),
  status: (sign: string) => api(authCalls.wechatBindStatus, { sign }),
};

/** What to say of a failure: the server's refusal, else that the code could not be had. */
export const failureMessage = (err: unknown) => (err instanceof ApiError ? err.message : WECHAT_BIND_TEXT.failed);
