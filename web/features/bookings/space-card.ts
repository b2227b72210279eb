import type { SpaceItem } from '@shared/contracts/bookings';
import { bookSpaceHref, loginToBookHref } from './booking-query';
import { freeHoursText, isCharged, openingParts, placeText, priceText } from './booking-view';

/**
 * 租赁服务's card of a space, its texts made by the page's loader (on the server): the public page then loads none of
 * the booking rules' code, only the card's markup (first-load.spec counts /tenancy's script files).
 */
export type SpaceCardView = {
  id: number;
  name: string;
  /** The first picture, '' when none. */
  pic: string;
  /** 'A座 3层', or ''. */
  place: string;
  capacity: number;
  /** Each group of days' opening hours, a line each; empty: not open. */
  opening: string[];
  /** The free hours and the price beyond them, a line each. */
  fees: string[];
  equipment: string[];
  /** 预约 for a company user, 登录后预约 for a visitor. */
  bookHref: string;
  loginHref: string;
};

/** 每月免费 2 小时 and 超出 ¥50/小时: the fees, a line each. */
export function feeParts(space: Pick<SpaceItem, 'price' | 'free_hours'>): string[] {
  if (!isCharged(space.price)) return ['免费使用'];
  return space.free_hours > 0 ? [freeHoursText(space.free_hours), priceText(space)] : [priceText(space)];
}

export function spaceCardOf(space: SpaceItem): SpaceCardView {
  return {
    id: space.id,
    name: space.name,
    pic: space.pics[0] ?? '',
    place: placeText(space),
    capacity: space.capacity,
    opening: openingParts(space.opening_hours),
    fees: feeParts(space),
    equipment: space.equipment,
    bookHref: bookSpaceHref(space.id),
    loginHref: loginToBookHref(space.id),
  };
}
