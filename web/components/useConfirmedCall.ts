import { App } from 'antd';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';

type Confirmed<R> = {
  title: string;
  content: string;
  okText: string;
  danger?: boolean;
  call: () => Promise<R>;
  /** Takes the answer instead of the success toast (a generated password to show, say). */
  onDone?: (res: R) => void;
  /** After the call, whether it succeeded or not (a fresh list). */
  after?: () => void;
};

/**
 * A step behind a confirmation (取消 or the action): the call, then the server's message as a toast unless `onDone`
 * takes the answer; a refusal has been shown by the API client. `after` runs either way.
 */
export function useConfirmedCall() {
  const { modal, message } = App.useApp();
  return <R extends { msg: string }>({ title, content, okText, danger = false, call, onDone, after }: Confirmed<R>) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: { danger },
      onOk: async () => {
        try {
          const res = await call();
          if (onDone) onDone(res);
          else void message.success(res.msg, FORM_SUCCESS_SECONDS);
        } catch {
          // The API client has shown the server's message.
        } finally {
          after?.();
        }
      },
    });
}

/** A call without a question (a switch, a move): the server's message as a toast, a refusal already shown; `after` either way. */
export function useToastCall(after: () => void) {
  const { message } = App.useApp();
  return async (p: Promise<{ msg: string }>) => {
    try {
      const res = await p;
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
    } catch {
      // The API client has shown the server's message.
    } finally {
      after();
    }
  };
}
