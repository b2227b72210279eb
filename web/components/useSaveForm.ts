import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';

/** Puts each field's message (from the contract's check) on its Form.Item, and clears the others. */
export function showFieldErrors(form: FormInstance, errors: Record<string, string | undefined>, names: readonly string[]) {
  form.setFields(names.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
}

type Toast = {
  /** No success toast (the page shows the answer itself). */
  quiet?: boolean;
  /** Said when the server's answer has no message. */
  fallback?: string;
  /** How long the toast stays; the form's 1 s (spec §9) unless told. */
  seconds?: number;
};

/**
 * A back-office form's or dialog's save: `send` runs the call with the form busy, says the server's message on
 * success, then `onDone`; a refusal is kept in `serverError` for the alert above the form (the API client has
 * shown it too).
 */
export function useSaveForm() {
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = async <R extends { msg: string }>(call: () => Promise<R>, onDone: (res: R) => void, toast: Toast = {}) => {
    const { quiet = false, fallback = '', seconds = FORM_SUCCESS_SECONDS } = toast;
    setSending(true);
    setServerError(null);
    try {
      const res = await call();
      if (!quiet) void message.success(res.msg || fallback, seconds);
      onDone(res);
    } catch (err) {
      if (err instanceof ApiError) setServerError(err.message);
    } finally {
      setSending(false);
    }
  };
  return { sending, serverError, setServerError, send };
}
