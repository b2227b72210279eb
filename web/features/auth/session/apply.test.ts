import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@shared/contracts/auth';
import { applyHref, applyStep } from './apply';

const personal = (shop: UserInfo['shop']): UserInfo => ({ id: 2, type: 2, nickname: '张三', avatar: '', username: '', sign: '', shop });

describe('apply button (spec §5)', () => {
  it('asks visitors to sign in', () => {
    expect(applyStep(null)).toMatchObject({ kind: 'toast', text: '请登录！' });
    expect(applyHref(applyStep(null))).toBe('/login');
  });

  it('asks administrators to switch to a personal login', () => {
    expect(applyStep({ ...personal(null), type: 1 })).toMatchObject({ text: '请切换为个人登录！' });
  });

  it('follows the application status', () => {
    expect(applyStep(personal(null))).toEqual({ kind: 'go', to: '/companyinfo' });
    expect(applyStep(personal({ id: 5, shop_name: 'x', status: 0, remark: '' }))).toMatchObject({ text: '申请已提交，正在审核中' });
    expect(applyStep(personal({ id: 5, shop_name: 'x', status: 1, remark: '' }))).toMatchObject({ text: '您已成功入驻！' });
    expect(applyStep(personal({ id: 5, shop_name: 'x', status: 2, remark: '执照模糊' }))).toEqual({
      kind: 'rejected',
      text: '您的申请被拒绝：执照模糊',
      reapplyTo: '/companyinfo?id=5',
    });
  });
});
