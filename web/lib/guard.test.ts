// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { guardRedirect, isProtectedPath, isPublicPath, isStaffLoginPath, loginPathFor, returnPathOf } from './guard';

describe('isPublicPath', () => {
  it('accepts the seventeen public paths of the spec', () => {
    const spec = [
      '/login',
      '/',
      '/information',
      '/technics',
      '/risk',
      '/train',
      '/finance',
      '/tenancy',
      '/company',
      '/policydetail',
      '/techdetail',
      '/risklist',
      '/traindetail',
      '/riskdetail',
      '/financedetail',
      '/comdetail',
      '/tenancydetail',
    ];
    for (const p of spec) expect(isPublicPath(p), p).toBe(true);
  });

  it('treats a trailing slash as the same page', () => {
    expect(isPublicPath('/information/')).toBe(true);
  });

  it('refuses protected, unknown and look-alike paths', () => {
    for (const p of [
      '/companyinfo',
      '/company_list',
      '/search',
      '/personal',
      '/service',
      '/system',
      '/system/warning',
      '/nope',
      '/information/x',
      '/Information',
      '/loginx',
    ]) {
      expect(isPublicPath(p), p).toBe(false);
    }
  });
});

describe('guardRedirect', () => {
  it('sends a visitor without a session from a protected page to /login, with the way back to it', () => {
    expect(guardRedirect('/personal', false)).toBe('/login?redirect=%2Fpersonal');
    expect(guardRedirect('/company_list/', false)).toBe('/login?redirect=%2Fcompany_list');
    expect(guardRedirect('/search', false, '?type=2&keyword=%E8%8A%AF%E7%89%87')).toBe(
      `/login?redirect=${encodeURIComponent('/search?type=2&keyword=%E8%8A%AF%E7%89%87')}`,
    );
    // The way back is read by the sign-in page as it is written here.
    const to = new URL(guardRedirect('/service_price', false, '?page=2')!, 'http://x');
    expect(returnPathOf(to.searchParams.get('redirect'))).toBe('/service_price?page=2');
  });

  it('lets an unknown address through to the not-found page (HTTP 404), except under /system', () => {
    for (const p of ['/does-not-exist', '/technicsdetail', '/information/x', '/personal/x', '/staff', '/systemx', '/loginx']) {
      expect(guardRedirect(p, false), p).toBeNull();
    }
    // The back office's shape is not told to visitors without a session: any /system address asks them to sign in.
    expect(guardRedirect('/system/no-such-page', false)).toBe('/login');
  });

  it('lets a visitor open public pages', () => {
    expect(guardRedirect('/policydetail', false)).toBeNull();
  });

  it('lets anyone with a session cookie through (roles are checked by the layouts)', () => {
    expect(guardRedirect('/system/warning', true)).toBeNull();
  });

  it('opens the staff sign-in without a session, though it is not one of the public paths', () => {
    expect(guardRedirect('/staff/login', false)).toBeNull();
    expect(guardRedirect('/staff/login/', false)).toBeNull();
    expect(isPublicPath('/staff/login')).toBe(false);
    expect(isStaffLoginPath('/staff/loginx')).toBe(false);
    expect(guardRedirect('/staff', false)).toBeNull();
  });

  it('sends a visitor without a session to /login even from the back office (the staff address is not announced)', () => {
    expect(guardRedirect('/system', false)).toBe('/login');
    expect(guardRedirect('/system/security', false)).toBe('/login');
  });

  it('sends an ended staff session back to the staff sign-in, others to /login', () => {
    expect(loginPathFor('/system')).toBe('/staff/login');
    expect(loginPathFor('/system/security/')).toBe('/staff/login');
    expect(loginPathFor('/systemx')).toBe('/login');
    expect(loginPathFor('/personal')).toBe('/login');
  });
});

type RouteLike = { path?: string; index?: boolean; children?: RouteLike[] };

/** Every page address of web/app/routes.ts (splat and resource routes outside the guard left out). */
function pagePaths(list: readonly RouteLike[], prefix = ''): string[] {
  return list.flatMap((r) => {
    const here = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix;
    if (r.children) return pagePaths(r.children, here);
    return r.path === '*' ? [] : [here || '/'];
  });
}

describe('the guard and the route table', () => {
  it('knows every page: public, the staff sign-in or protected — a new page cannot open without a session by omission', () => {
    const guarded = (routes as RouteLike[]).filter((r) => r.children);
    const pages = pagePaths(guarded);
    expect(pages.length).toBeGreaterThan(50);
    for (const p of pages) {
      const kinds = [isPublicPath(p), isStaffLoginPath(p), isProtectedPath(p)].filter(Boolean).length;
      expect(kinds, p).toBe(1);
    }
  });
});

describe('the sign-in page’s return path (issue 33: 登录后预约)', () => {
  it('returns to a company-area page with its query, and nowhere else', () => {
    expect(returnPathOf('/room_booking?space=3')).toBe('/room_booking?space=3');
    expect(returnPathOf('/service_price')).toBe('/service_price');
    for (const bad of [
      null,
      '',
      'room_booking',
      '//evil.example/room_booking',
      '/\\evil.example',
      'https://evil.example/room_booking',
      '/system/bookings',
      '/login',
      '/information',
    ])
      expect(returnPathOf(bad)).toBeNull();
  });
});
