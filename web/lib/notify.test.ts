import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { clearFeedback, feedback, setFeedback, type Feedback } from './feedback';
import { closeConfirm, confirmDialog, ERROR_SECONDS, snapshot, subscribe, toast, TOAST_SECONDS } from './notify';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  const open = snapshot().confirm;
  if (open) closeConfirm(open.id);
  vi.runAllTimers();
  vi.useRealTimers();
  setFeedback(null);
});

describe('toasts', () => {
  it('show for 3 s, an error for 5 s, and tell the host each time', () => {
    const changes = vi.fn();
    const stop = subscribe(changes);
    toast.success('复制成功');
    toast.error('服务器繁忙');
    expect(snapshot().toasts.map((t) => [t.level, t.text])).toEqual([
      ['success', '复制成功'],
      ['error', '服务器繁忙'],
    ]);
    vi.advanceTimersByTime(TOAST_SECONDS * 1000);
    expect(snapshot().toasts.map((t) => t.text)).toEqual(['服务器繁忙']);
    vi.advanceTimersByTime((ERROR_SECONDS - TOAST_SECONDS) * 1000);
    expect(snapshot().toasts).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(4);
    stop();
  });

  it('take a duration of their own (spec §9: a form success lasts 1 s)', () => {
    toast.success('登录成功', 1);
    vi.advanceTimersByTime(999);
    expect(snapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snapshot().toasts).toHaveLength(0);
  });
});

describe('confirmDialog', () => {
  it('opens one confirmation at a time: a newer one cancels the older, and closing the older leaves the newer open', () => {
    const cancelled = vi.fn();
    confirmDialog({ title: '确定退出登录吗？', okText: '退出', cancelText: '取消', onCancel: cancelled });
    const first = snapshot().confirm!;
    confirmDialog({ title: '入驻申请未通过', okText: '重新申请' });
    const second = snapshot().confirm!;
    expect(second.title).toBe('入驻申请未通过');
    expect(cancelled).toHaveBeenCalledTimes(1);
    closeConfirm(first.id);
    expect(snapshot().confirm?.id).toBe(second.id);
    closeConfirm(second.id);
    expect(snapshot().confirm).toBeNull();
  });
});

describe('feedback for the API client', () => {
  it('without antd on the page, shows errors as toasts and asks to sign in again once', () => {
    feedback().error('您的账户已在其他地方登录');
    expect(snapshot().toasts.at(-1)).toMatchObject({ level: 'error', text: '您的账户已在其他地方登录' });
    const relogin = vi.fn();
    feedback().confirmRelogin(relogin);
    feedback().confirmRelogin(relogin);
    const asked = snapshot().confirm!;
    expect(asked).toMatchObject({ title: MSG.reloginTitle, okText: MSG.reloginOk, cancelText: MSG.reloginCancel });
    void asked.onOk?.();
    expect(relogin).toHaveBeenCalledTimes(1);
    // Answered, so a later ended session asks again.
    closeConfirm(asked.id);
    feedback().confirmRelogin(relogin);
    expect(snapshot().confirm?.id).not.toBe(asked.id);
  });

  it('without antd, a notice is a toast of its level and length, and a question the plain dialog with its focus', () => {
    feedback().notice('success', '保存成功', 1);
    feedback().notice('warning', '请等待所有图片上传成功后再提交');
    expect(
      snapshot()
        .toasts.slice(-2)
        .map((t) => [t.level, t.text]),
    ).toEqual([
      ['success', '保存成功'],
      ['warning', '请等待所有图片上传成功后再提交'],
    ]);
    vi.advanceTimersByTime(1000);
    expect(snapshot().toasts.map((t) => t.text)).toEqual(['请等待所有图片上传成功后再提交']);
    const onOk = vi.fn();
    feedback().confirm({ title: '放弃未保存的修改吗？', okText: '放弃修改', cancelText: '继续编辑', autoFocusButton: 'cancel', onOk });
    expect(snapshot().confirm).toMatchObject({ title: '放弃未保存的修改吗？', autoFocusButton: 'cancel', onOk });
  });

  it("uses antd's bridge while one is mounted, and only that bridge can withdraw itself", () => {
    const shown: string[] = [];
    const quiet = { notice: () => undefined, confirm: () => undefined };
    const bridge: Feedback = { ...quiet, error: (t) => shown.push(t), confirmRelogin: () => undefined };
    const newer: Feedback = { ...quiet, error: (t) => shown.push(`newer:${t}`), confirmRelogin: () => undefined };
    setFeedback(bridge);
    setFeedback(newer);
    clearFeedback(bridge);
    feedback().error('a');
    clearFeedback(newer);
    const before = snapshot().toasts.length;
    feedback().error('b');
    expect(shown).toEqual(['newer:a']);
    expect(snapshot().toasts.length).toBe(before + 1);
  });
});
