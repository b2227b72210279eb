import { MSG } from '@shared/messages';
import { confirmDialog, ERROR_SECONDS, toast, type ConfirmRequest, type ToastLevel } from './notify';

/** Spec §9: a form's success message lasts 1 s (pass as antd message's duration, in seconds). */
export const FORM_SUCCESS_SECONDS = 1;
/** Spec §8/§9: an error message lasts 5 s. */
export { ERROR_SECONDS };

/**
 * How the page talks to the person: the API client, and the components that sit on pages with and without Ant
 * Design alike (the rich-text editor, the company brief). Pages drawn with Ant Design hand over antd's
 * context-aware message and modal (FeedbackBridge); everywhere else the plain toast and dialog of NotifyHost answer.
 */
export type Feedback = {
  /** An error message shown for 5 seconds (spec §8). */
  error: (text: string) => void;
  /** A short message of any level; `seconds` as antd's duration (errors 5 s unless told). */
  notice: (level: ToastLevel, text: string, seconds?: number) => void;
  /** A question with OK and (optionally) cancel, as antd's modal.confirm. */
  confirm: (request: ConfirmRequest) => void;
  /** The '登录提示' dialog of codes 50008/50012/50014; calls onRelogin when 重新登录 is chosen. */
  confirmRelogin: (onRelogin: () => void) => void;
};

let reloginOpen = false;

const plain: Feedback = {
  error: (text) => toast.error(text),
  notice: (level, text, seconds) => toast[level](text, seconds),
  confirm: confirmDialog,
  confirmRelogin: (onRelogin) => {
    // Several calls may fail at once; the person is asked once.
    if (reloginOpen) return;
    reloginOpen = true;
    const done = () => {
      reloginOpen = false;
    };
    confirmDialog({
      title: MSG.reloginTitle,
      content: MSG.reloginContent,
      okText: MSG.reloginOk,
      cancelText: MSG.reloginCancel,
      onOk: () => {
        done();
        onRelogin();
      },
      onCancel: done,
    });
  },
};

let current: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  current = next;
}

/** Drops `mine` if it is still the one in use (another bridge may have taken over since). */
export function clearFeedback(mine: Feedback): void {
  if (current === mine) current = null;
}

export function feedback(): Feedback {
  return current ?? plain;
}
