import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './go-display';

/** The switch's route without JavaScript: cookie and a same-site redirect, nothing else. */
function run(query: string, secureCookies = false): Response {
  const request = new Request(`http://park.test/go/display${query}`);
  const context = { secureCookies } as unknown as AppLoadContext;
  return loader({ request, context, params: {} } as Parameters<typeof loader>[0]) as Response;
}

describe('/go/display', () => {
  it('turns the mode on, remembers it for a year and goes back to the page', () => {
    const res = run('?mode=care&from=%2Finformation%3Fcat%3D1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/information?cat=1');
    expect(res.headers.get('set-cookie')).toBe('display=care; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('turns it off by clearing the cookie; Secure over https', () => {
    const res = run('?mode=standard&from=/', true);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toBe('display=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('never leaves the site: a bad `from` goes to /', () => {
    for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '']) {
      const res = run(`?mode=care&from=${encodeURIComponent(from)}`);
      expect(res.headers.get('location'), from).toBe('/');
      expect(res.headers.get('set-cookie'), from).toMatch(/^display=care;/);
    }
    expect(run('?mode=care').headers.get('location')).toBe('/');
  });

  it('an unknown mode changes nothing: no cookie, back to the page', () => {
    for (const mode of ['', 'CARE', 'big', 'care;%20Domain=evil.example']) {
      const res = run(`?mode=${mode}&from=/train`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/train');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});
