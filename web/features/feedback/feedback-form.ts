import { feedbackBody, type FeedbackInput } from '@shared/contracts/feedback';
import { MSG } from '@shared/messages';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';

/** What the request form holds while it is being filled in. */
export type FeedbackForm = { title: string; content: string; photos: string[] };

export const emptyFeedbackForm = (): FeedbackForm => ({ title: '', content: '', photos: [] });

/** The /api/demo/feedback payload (spec §7): photos comma-joined in `file`. */
export function toPayload(f: FeedbackForm): { title: string; content: string; file: string } {
  return { title: f.title, content: f.content, file: f.photos.join(',') };
}

/** The contract's messages for each field ('请输入标题', '请输入简述', lengths, photo count), none when valid. */
export function formErrors(f: FeedbackForm): FieldErrors {
  const parsed = feedbackBody.safeParse(toPayload(f) satisfies FeedbackInput);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

export type SubmitCheck =
  { ok: true; payload: ReturnType<typeof toPayload> } | { ok: false; wait: string } | { ok: false; errors: FieldErrors };

/**
 * Before sending: refused while a photo is still uploading (spec §8's wait message), then checked with the
 * contract the server uses; the payload when all is well.
 */
export function checkBeforeSubmit(f: FeedbackForm, uploading: number): SubmitCheck {
  if (uploading > 0) return { ok: false, wait: MSG.uploadWait };
  const errors = formErrors(f);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, payload: toPayload(f) };
}

/** Spec §5: '提交成功' then back to the service list after 0.8 s. */
export const AFTER_SUBMIT_MS = 800;
