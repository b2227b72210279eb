import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FEEDBACK_MSG } from '@shared/feedback/rules';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';
import { ERROR_SECONDS, feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { FieldErrors } from '~/lib/form-errors';
import { AFTER_SUBMIT_MS, emptyFeedbackForm, uploadingRefusal, type FeedbackForm } from '../feedback-form';

const FIELD_ORDER = ['title', 'content', 'file'] as const;
export const feedbackFieldId = (field: string) => `feedback-${field}`;

// The contract's check (zod) and the API client with the call's declaration are chunks of their own, loaded when the
// person first enters the form (or, at the latest, at 提交): the page's first load carries neither (issue 34).
const loadCheck = () => import('../feedback-check');
const loadSend = () => import('../api/feedback-calls');
type Check = Awaited<ReturnType<typeof loadCheck>>;

/**
 * The request form's state and submission: checked with the contract the server uses, refused while a photo is
 * uploading (spec §8), '提交成功' for 1 s, then /service_list after 0.8 s. Errors show after the first attempt,
 * then follow every change; a refused attempt moves focus to the first field in error.
 */
export function useFeedbackRequest() {
  const navigate = useNavigate();
  const [form, setForm] = useState<FeedbackForm>(emptyFeedbackForm);
  const [check, setCheck] = useState<Check | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FieldErrors = attempted && check ? check.formErrors(form) : {};

  const setPhotos = useCallback((photos: string[]) => setForm((f) => ({ ...f, photos })), []);
  const describedBy = (field: string, hint?: boolean) =>
    errors[field] ? `${feedbackFieldId(field)}-error` : hint ? `${feedbackFieldId(field)}-hint` : undefined;

  /** Warms the check's and the call's chunks (focus entering the form); a failure is said at 提交. */
  const prepare = () => void Promise.all([loadCheck(), loadSend()]).catch(() => undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const wait = uploadingRefusal(uploading);
    if (wait) return feedback().notice('warning', wait, ERROR_SECONDS);
    let checker: Check;
    let send: Awaited<ReturnType<typeof loadSend>>;
    try {
      [checker, send] = await Promise.all([loadCheck(), loadSend()]);
    } catch {
      return feedback().error(MSG.networkError);
    }
    setCheck(() => checker);
    setAttempted(true);
    const checked = checker.checkBeforeSubmit(form, uploading);
    if (!checked.ok) {
      if ('errors' in checked) {
        const first = FIELD_ORDER.find((f) => checked.errors[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${feedbackFieldId(first)}`)?.focus();
      }
      return;
    }
    setSending(true);
    try {
      const msg = await send.submitFeedback(checked.payload);
      feedback().notice('success', msg || FEEDBACK_MSG.submitted, FORM_SUCCESS_SECONDS);
      // The button stays disabled until the page moves on (no second submission).
      window.setTimeout(() => void navigate(paths.personal.serviceList), AFTER_SUBMIT_MS);
    } catch {
      // The API client has shown the server's message.
      setSending(false);
    }
  };

  return { form, setForm, errors, sending, formRef, setPhotos, setUploading, describedBy, submit, prepare };
}
