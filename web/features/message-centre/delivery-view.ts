import { ADDRESS_PURGED, DELIVERY_STATE_LABELS, DeliveryState, type DeliveryStateValue } from '@shared/message-centre/kinds';
import type { TagTone } from '~/components/ToneTag';

/** A delivery's state as a tag: sent green, failed red, pending blue, skipped plain; an unknown one plain. */
const STATE_TONES: Record<DeliveryStateValue, TagTone> = {
  [DeliveryState.SENT]: 'ok',
  [DeliveryState.FAILED]: 'bad',
  [DeliveryState.PENDING]: 'info',
  [DeliveryState.SKIPPED]: 'plain',
};
export const stateTone = (status: string): TagTone => STATE_TONES[status as DeliveryStateValue] ?? 'plain';

/** A state in words (a try of the history carries the state's key). */
export const stateLabel = (status: string): string => DELIVERY_STATE_LABELS[status as DeliveryStateValue] ?? status;

/** Only a send that was given up may be sent again, and only while its address is kept (the server refuses the rest). */
export const mayResend = (d: { status: string; address: string }): boolean =>
  d.status === DeliveryState.FAILED && d.address !== ADDRESS_PURGED;
