import { MSG } from '@shared/messages';

/**
 * The request form's state and payload, without the contract (zod): the page's first load carries this, and
 * feedback-check.ts (the contract's check) is loaded when the person starts filling the form in.
 */

/** What the request form holds while it is being filled in. */
export type FeedbackForm = { title: string; content: string; photos: string[] };

export const emptyFeedbackForm = (): FeedbackForm => ({ title: '', content: '', photos: [] });

/** The /api/demo/feedback payload (spec §7): photos comma-joined in `file`. */
export function toPayload(f: FeedbackForm): { title: string; content: string; file: string } {
  return { title: f.title, content: f.content, file: f.photos.join(',') };
}

/** Spec §8's wait message while a photo is still uploading, else null (checked before the fields are). */
export const uploadingRefusal = (uploading: number): string | null => (uploading > 0 ? MSG.uploadWait : null);

/** Spec §5: '提交成功' then back to the service list after 0.8 s. */
export const AFTER_SUBMIT_MS = 800;
