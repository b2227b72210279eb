import { Switch, type TableColumnsType } from 'antd';
import type { MessageSettings } from '@shared/contracts/message-centre';
import type { MessageChannelValue } from '@shared/message-centre/kinds';
import { EmptyState } from '~/components/EmptyState';
import { Table } from '~/components/Table';
import { reachId, switchName, switchState } from '../settings-view';
import s from './MessageSettings.module.css';

type Topic = MessageSettings['topics'][number];

/** The line under the table that says why a switch is on and fixed (described by each such switch). */
export const REQUIRED_NOTE_ID = 'message-settings-required';

type Props = {
  settings: MessageSettings;
  /** Whether a topic's channel is being saved (its switch spins); null while nothing is. */
  saving: ((label: string, channel: MessageChannelValue) => boolean) | null;
  onToggle: (label: string, channel: MessageChannelValue, on: boolean) => void;
};

/**
 * One row per kind of message, one column of switches per channel; the table keeps to the width of a phone (the
 * labels are short, the channel headings wrap).
 */
export function SettingsTable({ settings, saving, onToggle }: Props) {
  const columns: TableColumnsType<Topic> = [
    { title: '消息类型', dataIndex: 'label', key: 'label' },
    ...settings.channels.map((channel) => ({
      title: channel.name,
      key: channel.channel,
      align: 'center' as const,
      render: (_: unknown, topic: Topic) => {
        const tc = topic.channels.find((c) => c.channel === channel.channel);
        if (!tc) return '—';
        const { checked, disabled } = switchState(tc, channel);
        const fixedOn = disabled && checked;
        return (
          <Switch
            size="small"
            checked={checked}
            disabled={disabled}
            loading={saving?.(topic.label, channel.channel) ?? false}
            aria-label={switchName(topic.label, channel.name)}
            aria-describedby={fixedOn ? `${reachId(channel.channel)} ${REQUIRED_NOTE_ID}` : reachId(channel.channel)}
            onChange={(on) => onToggle(topic.label, channel.channel, on)}
          />
        );
      },
    })),
  ];
  return (
    <div className={s.table}>
      <Table<Topic>
        rowKey="label"
        columns={columns}
        dataSource={settings.topics}
        size="small"
        pagination={false}
        locale={{ emptyText: <EmptyState description="暂无可设置的消息" /> }}
      />
    </div>
  );
}
