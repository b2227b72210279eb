import type { AppLoadContext } from 'react-router';
import type { ApplicationView } from '@shared/contracts/applications';
import type { Category } from '@shared/contracts/services';
import { Code } from '@shared/envelope';

export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

/** The signed-in user's own application (my_shop), or null when they have none. */
export async function loadMyApplication(context: AppLoadContext): Promise<Loaded<ApplicationView | null>> {
  const res = await context.api<ApplicationView | null>('/api/index/my_shop');
  return res.code === Code.OK ? { ok: true, data: res.data ?? null } : { ok: false, msg: res.msg || 'Error' };
}

/** 企业类别 for the multiple choice (a failed load leaves it empty; categories are optional). */
export async function loadCategories(context: AppLoadContext): Promise<Category[]> {
  const res = await context.api<Category[]>('/api/index/shop_category');
  return res.code === Code.OK ? (res.data ?? []) : [];
}
