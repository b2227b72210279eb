import type { AppLoadContext } from 'react-router';
import type { Banner, Partner } from '@shared/contracts/site';
import { loadOr } from '~/lib/list-load.server';

/** show_dataone (payload not in the spec; docs/spec-decisions.md): the park's figures, counted live. */
export type ParkFigures = {
  shop_number: number;
  room_number: number;
  vacant_room_number: number;
  policy_number: number;
  service_number: number;
  train_number: number;
};

export type BannerPosition = 'home' | 'company' | 'risk';

/** Managed banners for a page; none (or a failed load) means the page shows its plain heading. */
export const loadBanners = (context: AppLoadContext, position: BannerPosition) =>
  loadOr<Banner[]>(context, '/api/demo/banner_list', { position }, []);

export const loadPartners = (context: AppLoadContext) => loadOr<Partner[]>(context, '/api/demo/partner_list', {}, []);

export const loadParkFigures = (context: AppLoadContext) => loadOr<ParkFigures | null>(context, '/api/demo/show_dataone', {}, null);
