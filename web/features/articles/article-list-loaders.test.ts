import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as articlesCalls from '@shared/calls/articles';
import { checkAnswer, MALFORMED_ANSWER_MSG, type ApiCall } from '@shared/calls/define';
import type { Envelope } from '@shared/envelope';
import { paths } from '~/config/paths';
import { contextAnswering, drifted } from '~/lib/answering-context';
import { loadArticlePage, loadYears } from './api/articles.server';
import { loadPolicyPage } from './api/policies.server';
import { parseArticleListQuery } from './article-list-query';
import { yearOptions } from './year-options';

/** A context answering `envelope` and recording each call's path and body. */
function recording(envelope: Envelope<unknown>) {
  const sent: { path: string; body: unknown }[] = [];
  const api = async (c: ApiCall, body: unknown) => {
    sent.push({ path: c.path, body });
    return checkAnswer(c, envelope);
  };
  return { context: { api } as unknown as AppLoadContext, sent };
}

const card = { id: 3, type: 1, title: '通知', name: '通知', summary: '', source: '园区', image: '', release_time: '2025-02-01 10:00' };
const cardWithDate = { ...card, day: '01', year: '2025', month: '02' };

describe('/notice and /news loaders (issue 29)', () => {
  it('ask article_list for the type, the year when one is chosen, the page, 10 a page', async () => {
    const r = recording({ code: 1, msg: 'ok', data: [cardWithDate], count: 11 });
    expect(await loadArticlePage(r.context, 1, { year: 2025, page: 2 })).toEqual({ items: [cardWithDate], total: 11, error: null });
    await loadArticlePage(r.context, 2, { year: 0, page: 1 });
    expect(r.sent).toEqual([
      { path: articlesCalls.articleList.path, body: { type: 1, year: 2025, start: 2, page_size: 10 } },
      { path: articlesCalls.articleList.path, body: { type: 2, start: 1, page_size: 10 } },
    ]);
  });

  it('a refusal or a drifting answer is an empty list with the message, not a broken page', async () => {
    const refused = recording({ code: 0, msg: '年份应为 2000 至 2100（0 为全部年份）', data: null });
    expect(await loadArticlePage(refused.context, 1, { year: 0, page: 1 })).toEqual({
      items: [],
      total: 0,
      error: '年份应为 2000 至 2100（0 为全部年份）',
    });
    const bad = contextAnswering(drifted);
    expect(await loadArticlePage(bad.context, 1, { year: 0, page: 1 })).toMatchObject({ items: [], error: MALFORMED_ANSWER_MSG });
  });

  it('the years come from article_years; none when they fail', async () => {
    const r = recording({ code: 1, msg: 'ok', data: [2026, 2025] });
    expect(await loadYears(r.context, 1)).toEqual([2026, 2025]);
    expect(r.sent).toEqual([{ path: articlesCalls.articleYears.path, body: { type: 1 } }]);
    expect(await loadYears(contextAnswering(drifted).context, 0)).toEqual([]);
  });

  it('read year and page leniently, and link without defaults', () => {
    const parse = (q: string) => parseArticleListQuery(new URLSearchParams(q));
    expect(parse('year=2025&page=2')).toEqual({ year: 2025, page: 2 });
    expect(parse('year=1800&page=-1')).toEqual({ year: 0, page: 1 });
    expect(paths.notices({ year: 2025, page: 2 })).toBe('/notice?year=2025&page=2');
    expect(paths.news({ year: 0, page: 1 })).toBe('/news');
  });

  it('offer 全部年份 then the years, newest first, keeping a chosen year that has none', () => {
    expect(yearOptions([2026, 2025], 0).map((o) => o.label)).toEqual(['全部年份', '2026年', '2025年']);
    expect(yearOptions([2026, 2024], 2025).map((o) => o.value)).toEqual([0, 2026, 2025, 2024]);
  });
});

describe('/information loader (issue 29)', () => {
  it('sends the year beside the quarter, and leaves it out for every year', async () => {
    const r = recording({ code: 1, msg: 'ok', data: [], count: 0 });
    await loadPolicyPage(r.context, { cat: 1, year: 2025, quarter: 1, keyword: '', page: 1 });
    await loadPolicyPage(r.context, { cat: 0, year: 0, quarter: 2, keyword: '', page: 1 });
    expect(r.sent.map((s) => s.body)).toEqual([
      { type: 1, quarter: 1, year: 2025, start: 1, page_size: 10 },
      { type: 0, quarter: 2, start: 1, page_size: 10 },
    ]);
  });
});
