import { feedbackBody, type FeedbackInput } from '@shared/contracts/feedback';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import { toPayload, uploadingRefusal, type FeedbackForm } from './feedback-form';

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
  const wait = uploadingRefusal(uploading);
  if (wait) return { ok: false, wait };
  const errors = formErrors(f);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, payload: toPayload(f) };
}
