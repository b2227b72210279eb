import { describe, expect, it } from 'vitest';
import * as articlesCalls from '@shared/calls/articles';
import { MALFORMED_ANSWER_MSG } from '@shared/calls/define';
import { loadAdminPolicies } from './api/policies-admin.server';
import { loadDetail } from './api/detail.server';
import { loadHomePolicy } from './api/home-policy.server';
import { loadPolicyPage } from './api/policies.server';
import { contextAnswering, drifted } from '~/lib/answering-context';

describe('the articles loaders take the declared calls, so a drifting answer is a failure, not a broken page', () => {
  it('the public pages: home tabs, /information and the detail page', async () => {
    const home = contextAnswering(drifted);
    expect(await loadHomePolicy(home.context)).toEqual({ tabs: [], error: MALFORMED_ANSWER_MSG });
    expect(home.asked).toEqual([articlesCalls.homePolicy.path]);

    const list = contextAnswering(drifted);
    expect(await loadPolicyPage(list.context, { cat: 0, year: 0, quarter: 0, keyword: '', page: 1 })).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect(list.asked).toEqual([articlesCalls.serverList.path]);

    const policy = contextAnswering(drifted);
    expect(await loadDetail(policy.context, new URLSearchParams('id=3&type=0'))).toEqual({
      ok: false,
      status: 503,
      msg: MALFORMED_ANSWER_MSG,
    });
    const article = contextAnswering(drifted);
    expect(await loadDetail(article.context, new URLSearchParams('id=3&type=2'))).toEqual({
      ok: false,
      status: 503,
      msg: MALFORMED_ANSWER_MSG,
    });
    expect([...policy.asked, ...article.asked]).toEqual([articlesCalls.serverDetail.path, articlesCalls.articleDetail.path]);
  });

  it('the back office: policies and their trash', async () => {
    const q = { keyword: '', category: 0, state: null, trash: false, page: 1 };
    const list = contextAnswering(drifted);
    expect(await loadAdminPolicies(list.context, q)).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    const trash = contextAnswering(drifted);
    expect(await loadAdminPolicies(trash.context, { ...q, trash: true })).toEqual({
      items: [],
      total: 0,
      error: MALFORMED_ANSWER_MSG,
    });
    expect([...list.asked, ...trash.asked]).toEqual([articlesCalls.policyList.path, articlesCalls.policyTrash.path]);
  });
});
