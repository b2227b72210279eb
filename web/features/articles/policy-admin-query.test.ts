import { describe, expect, it } from 'vitest';
import { PolicyState } from '@shared/contracts/policies-admin';
import { parsePolicyAdminQuery, policyAdminHref, policyAdminPayload } from './policy-admin-query';

const parse = (qs: string) => parsePolicyAdminQuery(new URLSearchParams(qs));

describe('/system/policies URL', () => {
  it('reads keyword, category, state, trash and page, leniently', () => {
    expect(parse('keyword=补贴&category=3&state=2&page=2')).toEqual({
      keyword: '补贴',
      category: 3,
      state: PolicyState.DRAFT,
      trash: false,
      page: 2,
    });
    expect(parse('category=9&state=4&page=x')).toEqual({ keyword: '', category: 0, state: null, trash: false, page: 1 });
    expect(parse('state=0').state).toBe(PolicyState.UNPUBLISHED);
    expect(parse('view=trash').trash).toBe(true);
  });

  it('writes links without defaults and payloads for policy_list and policy_trash', () => {
    expect(policyAdminHref('/system/policies', { keyword: '', category: 0, state: null, page: 1 })).toBe('/system/policies');
    expect(policyAdminHref('/system/policies', { keyword: '券', category: 1, state: PolicyState.UNPUBLISHED, page: 3 })).toBe(
      '/system/policies?keyword=%E5%88%B8&category=1&state=0&page=3',
    );
    expect(policyAdminHref('/system/policies', { trash: true, category: 2 })).toBe('/system/policies?view=trash');
    expect(policyAdminPayload(parse('category=2&state=3&page=2'))).toEqual({ category: 2, state: 3, start: 2, page_size: 8 });
    expect(policyAdminPayload(parse('view=trash&category=2&keyword=a'))).toEqual({ keyword: 'a', start: 1, page_size: 8 });
  });
});
