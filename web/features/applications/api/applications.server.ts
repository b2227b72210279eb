import type { AppLoadContext } from 'react-router';
import * as applicationsCalls from '@shared/calls/applications';
import * as companiesCalls from '@shared/calls/companies';
import type { ApplicationView } from '@shared/contracts/applications';
import type { Category } from '@shared/contracts/services';
import { Code } from '@shared/envelope';
import { loadOr } from '~/lib/list-load.server';

export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

/** The signed-in user's own application (my_shop), or null when they have none. */
export async function loadMyApplication(context: AppLoadContext): Promise<Loaded<ApplicationView | null>> {
  const res = await context.api(applicationsCalls.myShop);
  return res.code === Code.OK ? { ok: true, data: res.data } : { ok: false, msg: res.msg || 'Error' };
}

/** 企业类别 for the multiple choice (a failed load leaves it empty; categories are optional). */
export const loadCategories = (context: AppLoadContext): Promise<Category[]> => loadOr(context, companiesCalls.shopCategory, {}, []);
