import { describe, expect, it } from 'vitest';
import type { WarnData } from '@shared/contracts/billing';
import { expiryChartOption, expiryRows, monthLabel, occupancy, occupancyChartOption } from './overview-chart';

const months = ['2026-11', '2026-12', '2027-01', '2027-02'].map((month, i) => ({ month, leases: i + 1, fees: i % 2, money: '0.00' }));
const data: WarnData = {
  room_number: 40,
  shop_number: 12,
  warn_number: 5,
  other_warn_number: 3,
  overdue_number: 2,
  room_rate: '62.5',
  leased_room_number: 25,
  total_money: '36000.00',
  other_total_money: '1200.00',
  expiry_months: months,
  today: '2026-11-10',
};

type Series = { name: string; type: string; stack?: string; data: unknown[] };

describe('expiry chart', () => {
  it('labels months, with the year on the first and on January', () => {
    expect(months.map((m, i) => monthLabel(m.month, i))).toEqual(['11月\n2026年', '12月', '1月\n2027年', '2月']);
  });

  it('gives one row a month with the total', () => {
    expect(expiryRows(data)[2]).toEqual({ month: '2027-01', label: '1月\n2027年', leases: 3, fees: 0, total: 3 });
  });

  it('stacks leases and fees per month', () => {
    const option = expiryChartOption(data);
    expect((option.xAxis as { data: string[] }).data).toEqual(['11月\n2026年', '12月', '1月\n2027年', '2月']);
    const series = option.series as Series[];
    expect(series.map((s) => [s.name, s.type, s.stack])).toEqual([
      ['房租', 'bar', 'expiry'],
      ['服务费', 'bar', 'expiry'],
    ]);
    expect(series[0]!.data).toEqual([1, 2, 3, 4]);
    expect(series[1]!.data).toEqual([0, 1, 0, 1]);
  });
});

describe('occupancy chart', () => {
  it('splits rooms into leased and vacant, keeping the server rate', () => {
    expect(occupancy(data)).toEqual({ leased: 25, vacant: 15, total: 40, rate: '62.5' });
    const [pie] = occupancyChartOption(data).series as (Omit<Series, 'data'> & { data: { name: string; value: number }[] })[];
    expect(pie!.type).toBe('pie');
    expect(pie!.data.map((d) => [d.name, d.value])).toEqual([
      ['已出租', 25],
      ['空置', 15],
    ]);
  });

  it('never shows more leased rooms than rooms', () => {
    expect(occupancy({ room_number: 3, leased_room_number: 5, room_rate: '100.0' })).toEqual({
      leased: 3,
      vacant: 0,
      total: 3,
      rate: '100.0',
    });
  });
});
