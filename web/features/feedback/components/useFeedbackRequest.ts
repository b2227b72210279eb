import { App } from 'antd';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FEEDBACK_MSG } from '@shared/feedback/rules';
import { paths } from '~/config/paths';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { FieldErrors } from '~/lib/form-errors';
import { submitFeedback } from '../api/feedback-calls';
import { AFTER_SUBMIT_MS, checkBeforeSubmit, emptyFeedbackForm, formErrors, type FeedbackForm } from '../feedback-form';

const FIELD_ORDER = ['title', 'content', 'file'] as const;
export const feedbackFieldId = (field: string) => `feedback-${field}`;

/**
 * The request form's state and submission: checked with the contract the server uses, refused while a photo is
 * uploading (spec §8), '提交成功' for 1 s, then /service_list after 0.8 s. Errors show after the first attempt,
 * then follow every change; a refused attempt moves focus to the first field in error.
 */
export function useFeedbackRequest() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form, setForm] = useState<FeedbackForm>(emptyFeedbackForm);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FieldErrors = attempted ? formErrors(form) : {};

  const setPhotos = useCallback((photos: string[]) => setForm((f) => ({ ...f, photos })), []);
  const describedBy = (field: string, hint?: boolean) =>
    errors[field] ? `${feedbackFieldId(field)}-error` : hint ? `${feedbackFieldId(field)}-hint` : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setAttempted(true);
    const check = checkBeforeSubmit(form, uploading);
    if (!check.ok) {
      if ('wait' in check) void message.warning(check.wait, 5);
      else {
        const first = FIELD_ORDER.find((f) => check.errors[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${feedbackFieldId(first)}`)?.focus();
      }
      return;
    }
    setSending(true);
    try {
      const msg = await submitFeedback(check.payload);
      void message.success(msg || FEEDBACK_MSG.submitted, FORM_SUCCESS_SECONDS);
      // The button stays disabled until the page moves on (no second submission).
      window.setTimeout(() => void navigate(paths.personal.serviceList), AFTER_SUBMIT_MS);
    } catch {
      // The API client has shown the server's message.
      setSending(false);
    }
  };

  return { form, setForm, errors, sending, formRef, setPhotos, setUploading, describedBy, submit };
}
