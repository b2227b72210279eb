import type { AppLoadContext } from 'react-router';
import * as siteCalls from '@shared/calls/site';
import type { ParkFigures } from '@shared/contracts/site';
import type { BannerPosition } from '@shared/contracts/site-admin';
import { Code } from '@shared/envelope';
import { loadOr } from '~/lib/list-load.server';

/**
 * show_dataone (payload not in the spec; docs/spec-decisions.md): the park's figures, counted live; shop_number is the
 * 入驻企业数 setting when the system administrator set one (publicShopNumber).
 */
export type { ParkFigures };

/**
 * Managed banners for a page (a public call kept by the API cache, emptied by every back-office save); none (or a
 * failed load) means the page shows its column picture or its plain heading (ColumnHeader).
 */
export const loadBanners = (context: AppLoadContext, position: BannerPosition) => loadOr(context, siteCalls.bannerList, { position }, []);

export const loadPartners = (context: AppLoadContext) => loadOr(context, siteCalls.partnerList, {}, []);

/** The figures, or null when they could not be loaded (the page leaves them out). */
export async function loadParkFigures(context: AppLoadContext): Promise<ParkFigures | null> {
  const res = await context.api(siteCalls.showDataone, {});
  return res.code === Code.OK ? res.data : null;
}
