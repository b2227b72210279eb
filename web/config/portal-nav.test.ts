import { describe, expect, it } from 'vitest';
import { COLUMNS } from '@shared/contracts/columns';
import { CONTENT_KINDS } from '@shared/contracts/content-admin';
import { BANNER_POSITIONS } from '@shared/labels/site';
import { PORTAL_NAV } from './portal-nav';

const navLabel = (key: string) => PORTAL_NAV.find((n) => n.key === key)?.label;

/** One name per section (docs/GLOSSARY.md): the back office names a public section as the portal's navigation does. */
describe('the sections are named in the back office as in the navigation', () => {
  it('in 栏目更新, the content kinds’ columns and the banner positions', () => {
    const sections = { tech: 'technics', startup: 'risk', train: 'train', finance: 'finance', rooms: 'tenancy' } as const;
    for (const [column, nav] of Object.entries(sections)) {
      expect(COLUMNS.find((c) => c.key === column)?.name, column).toBe(navLabel(nav));
    }
    const kinds = { tech: 'technics', startup: 'risk', train: 'train', finance: 'finance', room: 'tenancy' } as const;
    for (const [kind, nav] of Object.entries(kinds)) expect(CONTENT_KINDS[kind as keyof typeof kinds].column, kind).toBe(navLabel(nav));
    for (const p of BANNER_POSITIONS.filter((b) => b.value !== 'home')) expect(p.label, p.value).toBe(navLabel(p.value));
  });
});
