import { describe, expect, it } from 'vitest';
import { auditExportHref, auditHref, auditListPayload, parseAuditQuery } from './audit-query';

describe('audit viewer URL', () => {
  it('reads the filters leniently and writes links without defaults', () => {
    const q = parseAuditQuery(
      new URLSearchParams('person=王&action=lease.update&object_type=lease&object_id=12&from=2026-03-01&to=bad&result=failed&page=3'),
    );
    expect(q).toEqual({
      person: '王',
      action: 'lease.update',
      object_type: 'lease',
      object_id: '12',
      from: '2026-03-01',
      to: '',
      result: 'failed',
      page: 3,
    });
    expect(parseAuditQuery(new URLSearchParams('action=DROP TABLE&result=x&page=-1'))).toMatchObject({ action: '', result: '', page: 1 });
    expect(auditHref('/system/audit', { ...q, page: 1 })).toBe(
      '/system/audit?person=%E7%8E%8B&action=lease.update&object_type=lease&object_id=12&from=2026-03-01&result=failed',
    );
  });

  it('sends the same filters to the list and the export', () => {
    const q = parseAuditQuery(new URLSearchParams('person=li&result=ok&from=2026-03-01&page=2'));
    expect(auditListPayload(q)).toEqual({ person: 'li', from: '2026-03-01', success: 1, start: 2, page_size: 20 });
    expect(auditExportHref(q)).toBe('/api/admin/audit_export?person=li&from=2026-03-01&success=1');
    expect(auditExportHref(parseAuditQuery(new URLSearchParams()))).toBe('/api/admin/audit_export');
  });
});
