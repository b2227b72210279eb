import { App } from 'antd';
import { useEffect } from 'react';
import { MSG } from '@shared/messages';
import { clearFeedback, ERROR_SECONDS, setFeedback, type Feedback } from '~/lib/feedback';

/** Hands antd's context-aware message and modal to the API client (web/lib/api.ts) while antd is on the page. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    let reloginOpen = false;
    const mine: Feedback = {
      error: (text) => void message.error(text, ERROR_SECONDS),
      notice: (level, text, seconds) => void message[level](text, seconds ?? (level === 'error' ? ERROR_SECONDS : undefined)),
      confirm: ({ autoFocusButton = 'ok', danger = false, ...request }) =>
        void modal.confirm({ ...request, autoFocusButton, okButtonProps: { danger } }),
      confirmRelogin: (onRelogin) => {
        if (reloginOpen) return;
        reloginOpen = true;
        modal.confirm({
          title: MSG.reloginTitle,
          content: MSG.reloginContent,
          okText: MSG.reloginOk,
          cancelText: MSG.reloginCancel,
          onOk: onRelogin,
          afterClose: () => {
            reloginOpen = false;
          },
        });
      },
    };
    setFeedback(mine);
    return () => clearFeedback(mine);
  }, [message, modal]);
  return null;
}
