import type { MessageSettings } from '@shared/contracts/message-centre';
import type { MessageChannelValue } from '@shared/message-centre/kinds';
import { EmptyState } from '~/components/EmptyState';
import { Switch } from '~/components/Switch';
import { reachId, switchName, switchState } from '../settings-view';
import s from './MessageSettings.module.css';

/** The line under the table that says why a switch is on and fixed (described by each such switch). */
export const REQUIRED_NOTE_ID = 'message-settings-required';

type Props = {
  settings: MessageSettings;
  /** Whether a topic's channel is being saved (its switch spins); null while nothing is. */
  saving: ((label: string, channel: MessageChannelValue) => boolean) | null;
  onToggle: (label: string, channel: MessageChannelValue, on: boolean) => void;
};

/**
 * One row per kind of message, one column of switches per channel, in a plain table (the company area loads no
 * antd here); it keeps to the width of a phone (the labels are short, the channel headings wrap).
 */
export function SettingsTable({ settings, saving, onToggle }: Props) {
  if (settings.topics.length === 0) return <EmptyState description="暂无可设置的消息" />;
  return (
    <div className={s.table}>
      <table>
        <caption className="visually-hidden">通知设置</caption>
        <thead>
          <tr>
            <th scope="col">消息类型</th>
            {settings.channels.map((channel) => (
              <th scope="col" key={channel.channel} className={s.center}>
                {channel.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {settings.topics.map((topic) => (
            <tr key={topic.label}>
              <th scope="row">{topic.label}</th>
              {settings.channels.map((channel) => {
                const tc = topic.channels.find((c) => c.channel === channel.channel);
                if (!tc)
                  return (
                    <td key={channel.channel} className={s.center}>
                      —
                    </td>
                  );
                const { checked, disabled } = switchState(tc, channel);
                const fixedOn = disabled && checked;
                return (
                  <td key={channel.channel} className={s.center}>
                    <Switch
                      size="small"
                      checked={checked}
                      disabled={disabled}
                      loading={saving?.(topic.label, channel.channel) ?? false}
                      aria-label={switchName(topic.label, channel.name)}
                      aria-describedby={fixedOn ? `${reachId(channel.channel)} ${REQUIRED_NOTE_ID}` : reachId(channel.channel)}
                      onChange={(on) => onToggle(topic.label, channel.channel, on)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
