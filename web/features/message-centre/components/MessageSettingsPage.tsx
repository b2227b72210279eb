import { useEffect, useRef, useState } from 'react';
import type { MessageSettings, MessageSettingSaveBody } from '@shared/contracts/message-centre';
import { LoadError } from '~/components/LoadError';
import { feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { MSG } from '@shared/messages';
import type { MessageSettingsLoad } from '../api/channel-settings.server';
import { ChannelReach } from './ChannelReach';
import { SettingsTable, REQUIRED_NOTE_ID } from './SettingsTable';
import s from './MessageSettings.module.css';

/** Whether a setting is being saved: its topic and channel. */
const keyOf = (b: Pick<MessageSettingSaveBody, 'label' | 'channel'>) => `${b.label}|${b.channel}`;

/**
 * The switches' state: the served settings, then each save's answer (the whole settings); only the latest save's
 * answer is taken, so two quick presses never leave the older answer on screen.
 */
// The API client and the call's declaration (zod) load at the first switch pressed: the page's first load carries
// neither (issue 34).
const loadCalls = () => import('../api/channel-calls');

function useSettings(served: MessageSettings) {
  const [settings, setSettings] = useState(served);
  const [saving, setSaving] = useState<string | null>(null);
  const latest = useRef(0);
  useEffect(() => setSettings(served), [served]);

  const save = async (body: MessageSettingSaveBody) => {
    const ticket = ++latest.current;
    setSaving(keyOf(body));
    try {
      const calls = await loadCalls().catch((e: unknown) => {
        feedback().error(MSG.networkError);
        throw e;
      });
      const res = await calls.saveMessageSetting(body);
      if (ticket === latest.current) setSettings(res.data);
      feedback().notice('success', res.msg || '已保存', FORM_SUCCESS_SECONDS);
    } catch {
      // The API client has shown the server's message; the switch stays as it was.
    } finally {
      if (ticket === latest.current) setSaving(null);
    }
  };
  return { settings, saving, save };
}

/**
 * 通知设置 (issue 32): where each channel reaches the person, and per kind of message one switch per channel. The
 * message centre receives every message whatever is chosen here; a switch the park requires is on and fixed, one of
 * a channel the park has not opened is off and fixed.
 */
export function MessageSettingsPage({ data }: { data: MessageSettingsLoad }) {
  if (!data.settings) return <LoadError msg={data.error ?? 'Error'} />;
  return <SettingsForm served={data.settings} />;
}

function SettingsForm({ served }: { served: MessageSettings }) {
  const { settings, saving, save } = useSettings(served);
  const required = settings.topics.some((t) => t.channels.some((c) => c.required === 1));
  return (
    <div className={s.page}>
      <p className={s.intro}>消息中心始终会收到全部消息；这里只选择哪些消息还要通过短信、电子邮件或微信通知您。</p>
      <ChannelReach channels={settings.channels} />
      <SettingsTable
        settings={settings}
        saving={saving === null ? null : (label, channel) => saving === keyOf({ label, channel })}
        onToggle={(label, channel, on) => void save({ label, channel, enabled: on ? 1 : 0 })}
      />
      {required && (
        <p className={s.note} id={REQUIRED_NOTE_ID}>
          开启且不能关闭的开关，是园区要求必须送达的通知。
        </p>
      )}
    </div>
  );
}
