import type { RoomCard, WithContent } from '../../../shared/contracts/services';
import { sanitizeRichText } from '../../lib/sanitize';
import { absoluteUrl } from '../../lib/urls';
import type { RoomCardRow, RoomRow } from './rooms.service';

/** A room as the public list shows it: area as text without trailing zeros, the image's absolute address. */
export function presentRoomCard(r: RoomCardRow, base: string): RoomCard {
  return {
    id: r.id,
    title: r.title,
    number: r.number,
    position: r.position,
    work: r.work,
    area: String(Number(r.area)),
    image: absoluteUrl(base, r.image),
    monthly_rent: r.monthlyRent,
  };
}

/** A room's page: its card and its cleaned rich text. */
export function presentRoomDetail(r: RoomRow, base: string): WithContent<RoomCard> {
  return { ...presentRoomCard(r, base), content: sanitizeRichText(r.content, base) };
}
