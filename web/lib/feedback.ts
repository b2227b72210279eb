import { MSG } from '@shared/messages';

/** Spec §9: a form's success message lasts 1 s (pass as antd message's duration, in seconds). */
export const FORM_SUCCESS_SECONDS = 1;
/** Spec §8/§9: an error message lasts 5 s. */
export const ERROR_SECONDS = 5;

/** How the API client talks to the person: set by FeedbackBridge from antd's App context once the page mounts. */
export type Feedback = {
  /** An error message shown for 5 seconds (spec §8). */
  error: (text: string) => void;
  /** The '登录提示' dialog of codes 50008/50012/50014; calls onRelogin when 重新登录 is chosen. */
  confirmRelogin: (onRelogin: () => void) => void;
};

const fallback: Feedback = {
  error: (text) => console.error(text),
  confirmRelogin: (onRelogin) => {
    if (window.confirm(`${MSG.reloginTitle}：${MSG.reloginContent}`)) onRelogin();
  },
};

let current: Feedback | null = null;

export function setFeedback(next: Feedback | null): void {
  current = next;
}

export function feedback(): Feedback {
  return current ?? fallback;
}
