import type { AppLoadContext } from 'react-router';
import type { Banner, Partner } from '@shared/contracts/site';
import type { BannerPosition } from '@shared/contracts/site-admin';
import { loadOr } from '~/lib/list-load.server';

/**
 * show_dataone (payload not in the spec; docs/spec-decisions.md): the park's figures, counted live; shop_number is the
 * 入驻企业数 setting when the system administrator set one (publicShopNumber).
 */
export type ParkFigures = {
  shop_number: number;
  room_number: number;
  vacant_room_number: number;
  policy_number: number;
  service_number: number;
  train_number: number;
};

/**
 * Managed banners for a page (a public call kept by the API cache, emptied by every back-office save); none (or a
 * failed load) means the page shows its column picture or its plain heading (ColumnHeader).
 */
export const loadBanners = (context: AppLoadContext, position: BannerPosition) =>
  loadOr<Banner[]>(context, '/api/demo/banner_list', { position }, []);

export const loadPartners = (context: AppLoadContext) => loadOr<Partner[]>(context, '/api/demo/partner_list', {}, []);

export const loadParkFigures = (context: AppLoadContext) => loadOr<ParkFigures | null>(context, '/api/demo/show_dataone', {}, null);
