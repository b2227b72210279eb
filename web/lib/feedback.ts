import { MSG } from '@shared/messages';

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
