// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { guardRedirect, isPublicPath } from './guard';

describe('isPublicPath', () => {
  it('accepts the seventeen public paths of the spec', () => {
    const spec = [
      '/login', '/', '/information', '/technics', '/risk', '/train', '/finance', '/tenancy', '/company', '/policydetail',
      '/techdetail', '/risklist', '/traindetail', '/riskdetail', '/financedetail', '/comdetail', '/tenancydetail',
    ];
    for (const p of spec) expect(isPublicPath(p), p).toBe(true);
  });

  it('treats a trailing slash as the same page', () => {
    expect(isPublicPath('/information/')).toBe(true);
  });

  it('refuses protected, unknown and look-alike paths', () => {
    for (const p of ['/companyinfo', '/company_list', '/search', '/personal', '/service', '/system', '/system/warning', '/nope', '/information/x', '/Information', '/loginx']) {
      expect(isPublicPath(p), p).toBe(false);
    }
  });
});

describe('guardRedirect', () => {
  it('sends a visitor without a session from a protected page to /login', () => {
    expect(guardRedirect('/personal', false)).toBe('/login');
    expect(guardRedirect('/does-not-exist', false)).toBe('/login');
  });

  it('lets a visitor open public pages', () => {
    expect(guardRedirect('/policydetail', false)).toBeNull();
  });

  it('lets anyone with a session cookie through (roles are checked by the layouts)', () => {
    expect(guardRedirect('/system/warning', true)).toBeNull();
  });
});
