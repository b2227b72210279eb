import type { AppLoadContext } from 'react-router';
import * as articlesCalls from '@shared/calls/articles';
import type { ArticleDetail, PolicyDetail } from '@shared/contracts/articles';
import { ArticleType } from '@shared/labels/articles';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';

export type DetailView = { kind: 'policy'; item: PolicyDetail } | { kind: 'article'; type: number; item: ArticleDetail };

export type DetailResult = { ok: true; view: DetailView } | { ok: false; status: 404 | 503; msg: string };

const positiveInt = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** /policydetail?id&type: type 0 is an information item (server_detail), 1 an announcement and 2 news (article_detail). */
export async function loadDetail(context: AppLoadContext, sp: URLSearchParams): Promise<DetailResult> {
  const id = positiveInt(sp.get('id'));
  const typeRaw = sp.get('type') ?? '0';
  const type = [0, 1, 2].includes(Number(typeRaw)) && typeRaw !== '' ? Number(typeRaw) : null;
  if (id === null || type === null) return { ok: false, status: 404, msg: MSG.notFound };
  if (type === ArticleType.POLICY) {
    const res = await context.api(articlesCalls.serverDetail, { id });
    if (res.code === Code.OK) return { ok: true, view: { kind: 'policy', item: res.data } };
    return failure(res.msg);
  }
  const res = await context.api(articlesCalls.articleDetail, { id });
  // An article of the other type is not this address's content.
  if (res.code === Code.OK && res.data.type === type) return { ok: true, view: { kind: 'article', type, item: res.data } };
  return res.code === Code.OK ? failure(MSG.notFound) : failure(res.msg);
}

function failure(msg: string): DetailResult {
  return msg === MSG.notFound ? { ok: false, status: 404, msg } : { ok: false, status: 503, msg: msg || MSG.serverError };
}
