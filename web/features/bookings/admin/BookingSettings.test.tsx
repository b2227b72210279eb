// @vitest-environment happy-dom
import { App } from 'antd';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bookingsCalls from '@shared/calls/bookings';
import { BookingSettingsForm } from './components/BookingSettingsForm';
import { answeringFetch, click, closeRoot, openRoot, text, type, until } from '~/test/dom';

describe('预约规则', () => {
  let root: Root;
  const { answers, fetchMock, sentTo } = answeringFetch();
  const onSaved = vi.fn();

  beforeEach(async () => {
    fetchMock.mockClear();
    onSaved.mockClear();
    answers[bookingsCalls.bookingSettingsSave.path] = { code: 1, msg: '保存成功', data: { cancel_before_hours: 4, default_free_hours: 3 } };
    root = openRoot(fetchMock);
    await act(async () =>
      root.render(
        <App>
          <BookingSettingsForm settings={{ cancel_before_hours: 2, default_free_hours: 2 }} onSaved={onSaved} />
        </App>,
      ),
    );
  });
  afterEach(() => closeRoot(root));

  it('saves the cancellation limit and free hours, applied to every space once when ticked', async () => {
    await type(document.querySelector<HTMLInputElement>('#booking-settings_cancel_before_hours')!, '4');
    await type(document.querySelector<HTMLInputElement>('#booking-settings_default_free_hours')!, '3');
    await act(async () => document.querySelector<HTMLInputElement>('#booking-settings_apply_to_all')!.click());
    await click('保存');
    await until(() => onSaved.mock.calls.length === 1);
    expect(sentTo(bookingsCalls.bookingSettingsSave.path)).toEqual([{ cancel_before_hours: 4, default_free_hours: 3, apply_to_all: 1 }]);
    expect(document.querySelector<HTMLInputElement>('#booking-settings_apply_to_all')!.checked).toBe(false);
  });

  it('asks for an emptied limit, and sends nothing', async () => {
    await type(document.querySelector<HTMLInputElement>('#booking-settings_cancel_before_hours')!, '');
    await click('保存');
    await until(() => text().includes('请输入提前取消时限（小时）'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
