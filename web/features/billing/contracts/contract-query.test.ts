import { describe, expect, it } from 'vitest';
import { paramsOf, sp } from '~/test/query';
import { PaymentKind } from '@shared/contracts/billing';
import {
  contractExportHref,
  contractListHref,
  contractListPayload,
  parkPaymentExportHref,
  parkPaymentRangeError,
  parseContractQuery,
  parseReminderQuery,
  reminderListHref,
  reminderListPayload,
} from './contract-query';

describe('contract list URLs', () => {
  it('shows live contracts by default and reads all / ended', () => {
    expect(parseContractQuery(sp(''))).toEqual({ status: 1, keyword: '', page: 1 });
    expect(parseContractQuery(sp('status=0'))).toMatchObject({ status: 0 });
    expect(parseContractQuery(sp('status=2&keyword=%20A座%20&page=3'))).toEqual({ status: 2, keyword: 'A座', page: 3 });
  });

  it('falls back on malformed values and cuts long keywords', () => {
    expect(parseContractQuery(sp('status=9&page=-1'))).toEqual({ status: 1, keyword: '', page: 1 });
    expect(parseContractQuery(sp('status=abc&page=2.5'))).toMatchObject({ status: 1, page: 1 });
    expect(parseContractQuery(sp(`keyword=${'租'.repeat(60)}`)).keyword).toHaveLength(50);
  });

  it('leaves defaults out of links but keeps the all filter', () => {
    expect(contractListHref('/system/leases', { status: 1, keyword: '', page: 1 })).toBe('/system/leases');
    expect(contractListHref('/system/leases', { status: 0 })).toBe('/system/leases?status=0');
    expect(contractListHref('/system/fees', { status: 2, keyword: '物业', page: 2 })).toBe(
      '/system/fees?status=2&keyword=%E7%89%A9%E4%B8%9A&page=2',
    );
  });

  it('round-trips a query through its link', () => {
    const q = { status: 0 as const, keyword: '星河', page: 4 };
    expect(parseContractQuery(paramsOf(contractListHref('/system/leases', q)))).toEqual(q);
  });

  it('asks the server for 8 a page with the filter', () => {
    expect(contractListPayload({ status: 0, keyword: '', page: 2 })).toEqual({ status: 0, start: 2, page_size: 8 });
    expect(contractListPayload({ status: 1, keyword: 'A座', page: 1 })).toEqual({ keyword: 'A座', status: 1, start: 1, page_size: 8 });
  });
});

describe('reminder list URLs', () => {
  it('reads keyword and page and builds the payload', () => {
    const q = parseReminderQuery(sp('keyword=星河&page=2'));
    expect(q).toEqual({ keyword: '星河', page: 2 });
    expect(reminderListPayload(q)).toEqual({ keyword: '星河', start: 2, page_size: 8 });
    expect(reminderListHref('/system/reminders', { keyword: '', page: 1 })).toBe('/system/reminders');
    expect(reminderListHref('/system/reminders', { page: 3 })).toBe('/system/reminders?page=3');
  });
});

describe('export links', () => {
  it('exports a contract list with its status and keyword', () => {
    expect(contractExportHref('/api/admin/lease_export', { status: 1, keyword: '' })).toBe('/api/admin/lease_export?status=1');
    expect(contractExportHref('/api/admin/fee_export', { status: 0, keyword: '物业' })).toBe(
      '/api/admin/fee_export?status=0&keyword=%E7%89%A9%E4%B8%9A',
    );
  });

  it('exports the park’s payments by kind and park days, leaving open bounds out, and refuses a reversed range', () => {
    expect(parkPaymentExportHref({ type: PaymentKind.ALL, from: '', to: '' })).toBe('/api/admin/park_payment_export?type=0');
    expect(parkPaymentExportHref({ type: PaymentKind.FEE, from: '2026-01-01', to: '2026-03-31' })).toBe(
      '/api/admin/park_payment_export?type=2&from=2026-01-01&to=2026-03-31',
    );
    expect(parkPaymentExportHref({ type: PaymentKind.LEASE, from: '', to: '2026-03-31' })).toBe(
      '/api/admin/park_payment_export?type=1&to=2026-03-31',
    );
    expect(parkPaymentRangeError({ from: '2026-02-01', to: '2026-01-31' })).toBe('开始日期不能晚于结束日期');
    expect(parkPaymentRangeError({ from: '2026-01-31', to: '2026-01-31' })).toBeNull();
    expect(parkPaymentRangeError({ from: '2026-01-31', to: '' })).toBeNull();
  });
});
