import { useRef } from 'react';
import { useSaveForm } from '~/components/useSaveForm';

/** What a form's check answers: the body to send, or not yet (its messages already shown on the fields). */
type CheckOutcome<P> = { ok: true; payload: P } | { ok: false };

type Options<P, R extends { msg: string }> = {
  /** Checks the values and shows the field errors; `submitting` is true for 保存's own check (e.g. to scroll). */
  recheck: (submitting: boolean) => CheckOutcome<P>;
  /** The call that saves the checked body. */
  call: (payload: P) => Promise<R>;
  onDone: () => void;
  /** The success toast when the server's answer has no message. */
  fallback: string;
};

/**
 * A back-office form checked before it is sent: nothing is checked until the first 保存; from then on every change
 * rechecks, so the messages follow the edits. Any change clears the server's refusal. A passing check sends via
 * `useSaveForm`'s `send`. Spread `formProps` on the <Form>; `sending` and `serverError` are `useSaveForm`'s.
 */
export function useCheckedForm<P, R extends { msg: string }>({ recheck, call, onDone, fallback }: Options<P, R>) {
  const { sending, serverError, setServerError, send } = useSaveForm();
  const attempted = useRef(false);

  const submit = async () => {
    attempted.current = true;
    const checked = recheck(true);
    if (!checked.ok) return;
    await send(() => call(checked.payload), onDone, { fallback });
  };

  const formProps = {
    onValuesChange: () => {
      setServerError(null);
      if (attempted.current) recheck(false);
    },
    onFinish: () => void submit(),
  };
  return { sending, serverError, formProps };
}
