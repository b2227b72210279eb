import { describe, expect, it } from 'vitest';
import { DISPLAY_COOKIE_MAX_AGE, displayCookie, displayModeFromCookieHeader, isDisplayMode, safeReturnPath } from './display-mode';

describe('display mode cookie', () => {
  it('only the exact value care turns the mode on', () => {
    expect(displayModeFromCookieHeader('display=care')).toBe('care');
    expect(displayModeFromCookieHeader('token=abc; display=care; x=1')).toBe('care');
    expect(displayModeFromCookieHeader(' display = care ')).toBe('care');
    for (const header of [
      undefined,
      null,
      '',
      'display=',
      'display=CARE',
      'display=standard',
      'display=care2',
      'mydisplay=care',
      'x=display=care',
    ]) {
      expect(displayModeFromCookieHeader(header), String(header)).toBe('standard');
    }
    // The first of two, as cookie parsers take it.
    expect(displayModeFromCookieHeader('display=standard; display=care')).toBe('standard');
  });

  it('validates mode values', () => {
    expect(isDisplayMode('care')).toBe(true);
    expect(isDisplayMode('standard')).toBe(true);
    for (const v of ['', 'CARE', 'big', null, undefined, 1]) expect(isDisplayMode(v)).toBe(false);
  });

  it('care is remembered for a year, site-wide and same-site; standard clears the cookie; Secure over https', () => {
    expect(displayCookie('care', false)).toBe(`display=care; Max-Age=${DISPLAY_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
    expect(DISPLAY_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(displayCookie('standard', false)).toBe('display=; Max-Age=0; Path=/; SameSite=Lax');
    expect(displayCookie('care', true)).toMatch(/; Secure$/);
    expect(displayCookie('care', true)).not.toMatch(/HttpOnly/);
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/information?cat=1&page=2')).toBe('/information?cat=1&page=2');
    expect(safeReturnPath('/policydetail?id=3&type=0#top')).toBe('/policydetail?id=3&type=0#top');
    expect(safeReturnPath('/system/leases')).toBe('/system/leases');
    expect(safeReturnPath('/a/../information')).toBe('/information');
  });

  it('sends anything else home: other sites, schemes, tricks with slashes and control characters', () => {
    for (const from of [
      null,
      undefined,
      '',
      'https://evil.example/',
      'http:/evil.example',
      '//evil.example/x',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'information',
      ' /information',
      '/\t/evil.example',
      '/\n/evil.example',
      `/${'a'.repeat(3000)}`,
      '/go/display?mode=care&from=/',
    ]) {
      expect(safeReturnPath(from as string | null | undefined), JSON.stringify(from)).toBe('/');
    }
    // Encoded, a newline is just text in the path.
    expect(safeReturnPath('/%0a%2F%2Fevil.example')).toBe('/%0a%2F%2Fevil.example');
  });
});
