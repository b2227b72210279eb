import { data, type AppLoadContext } from 'react-router';
import type { ApiCall, CallData } from '@shared/calls/define';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { positiveId } from './list-query';

/**
 * A detail page's item by `?id=`: a missing or malformed id, or content the server does not have, answers 404
 * (the route's ErrorBoundary shows it); any other failure 503 with the server's message.
 */
export function loadItem<C extends ApiCall>(context: AppLoadContext, call: C, sp: URLSearchParams): Promise<CallData<C>>;
export async function loadItem(context: AppLoadContext, call: ApiCall, sp: URLSearchParams): Promise<unknown> {
  const id = positiveId(sp.get('id'));
  if (id === null) throw data({ msg: MSG.notFound }, { status: 404 });
  const res = await context.api(call, { id });
  if (res.code === Code.OK && res.data) return res.data;
  if (res.code === Code.OK || res.msg === MSG.notFound) throw data({ msg: MSG.notFound }, { status: 404 });
  throw data({ msg: res.msg || MSG.serverError }, { status: 503 });
}
