// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { ShopSummary, UserInfo } from '@shared/contracts/auth';
import { personalCentreHref, personalCentreStep } from './personal-centre';

const user = (type: number, shop: Partial<ShopSummary> | null): UserInfo => ({
  id: 7,
  type,
  nickname: '张三',
  avatar: '',
  username: '',
  sign: '',
  shop: shop ? { id: 12, shop_name: '星河科技', status: 0, remark: '', ...shop } : null,
});

describe('personalCentreStep', () => {
  it('sends an administrator to the back office', () => {
    expect(personalCentreStep(user(1, null))).toEqual({ kind: 'go', to: '/system' });
  });

  it('asks a user without a company to settle in first, then opens the form after 0.8 s', () => {
    expect(personalCentreStep(user(2, null))).toEqual({ kind: 'toast', text: '请先入驻企业', then: { to: '/companyinfo', delayMs: 800 } });
  });

  it('says the application is under review', () => {
    expect(personalCentreStep(user(2, { status: 0 }))).toEqual({ kind: 'toast', text: '正在审核中' });
  });

  it('opens the company area once settled', () => {
    expect(personalCentreStep(user(2, { status: 1 }))).toEqual({ kind: 'go', to: '/personal' });
  });

  it('shows the rejection with its remark and re-applies with the company id', () => {
    const step = personalCentreStep(user(2, { status: 2, remark: '材料不全' }));
    expect(step).toEqual({ kind: 'rejected', text: '您的申请被拒绝：材料不全', reapplyTo: '/companyinfo?id=12' });
    expect(personalCentreHref(step)).toBe('/companyinfo?id=12');
  });
});
