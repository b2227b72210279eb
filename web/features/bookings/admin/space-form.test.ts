import { describe, expect, it } from 'vitest';
import { spaceSaveBody } from '@shared/contracts/bookings';
import { checkSpace, emptySpaceValues, MIN_MAX_MSG, spacePayload, spaceValuesOf, type SpaceFormValues } from './space-form';
import { space } from './test-fixtures';

const filled = (over: Partial<SpaceFormValues> = {}): SpaceFormValues => ({ ...emptySpaceValues(), name: '一号会议室', ...over });

describe('the space form', () => {
  it('starts a new space open 08:30–18:00 on weekdays, 30 min to 4 h, 30 days ahead, with the park’s free hours', () => {
    const v = emptySpaceValues(3);
    expect(v.days.map((d) => (d.open ? `${d.from}-${d.to}` : '—'))).toEqual([
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '08:30-18:00',
      '—',
      '—',
    ]);
    expect([v.min_minutes, v.max_minutes, v.advance_days, v.free_hours, v.enabled]).toEqual([30, 240, 30, 3, true]);
  });

  it('sends a closed weekday as empty hours and flags as 1 / 0, and the contract takes it', () => {
    const v = filled({ need_approval: true, enabled: false, closed_dates: ['2026-10-02', '2026-10-01'] });
    const body = spacePayload(v, 5);
    expect(body).toMatchObject({ id: 5, need_approval: 1, status: 0, closed_dates: ['2026-10-01', '2026-10-02'] });
    expect((body.opening_hours as unknown[])[5]).toEqual({ open: '', close: '' });
    expect((body.opening_hours as unknown[])[0]).toEqual({ open: '08:30', close: '18:00' });
    expect(spaceSaveBody.safeParse(body).success).toBe(true);
    expect(checkSpace(v, 5)).toEqual({ ok: true, payload: body });
  });

  it('fills from a listed space and back without change', () => {
    const item = space({ need_approval: 1, closed_dates: ['2026-10-01'] });
    const body = spacePayload(spaceValuesOf(item), item.id);
    expect(body).toMatchObject({
      name: item.name,
      capacity: 10,
      equipment: ['投影', '白板'],
      opening_hours: item.opening_hours,
      closed_dates: ['2026-10-01'],
      need_approval: 1,
      price: '50.00',
      free_hours: 2,
      status: 1,
    });
  });

  it('puts the contract’s messages on their fields, a weekday’s on its row', () => {
    const days = emptySpaceValues().days.map((d, i) => (i === 2 ? { open: true, from: '18:00', to: '09:00' } : d));
    const checked = checkSpace(filled({ name: ' ', capacity: null, price: 'abc', days }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.name).toBe('请输入会议室名称');
    expect(checked.errors.capacity).toBe('请输入容纳人数');
    expect(checked.errors.price).toBe('每小时价格格式错误，应为不超过两位小数的金额');
    expect(checked.errors['days.2']).toBe('关门时间须晚于开门时间');
    expect(checked.errors['days.0']).toBeUndefined();
  });

  it('refuses a longest booking shorter than the shortest', () => {
    const checked = checkSpace(filled({ min_minutes: 120, max_minutes: 60 }));
    expect(checked.ok ? null : checked.errors.max_minutes).toBe(MIN_MAX_MSG);
  });
});
