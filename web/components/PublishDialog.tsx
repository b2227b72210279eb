import { DatePicker, Modal, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSaveForm } from './useSaveForm';

type Props = {
  /** The item's title, for the dialog's title. */
  title: string;
  /** Publishes now (no time) or at the chosen time (ISO 8601); rejects when the server refused (already shown). */
  publish: (publishAt?: string) => Promise<{ msg: string }>;
  onClose: () => void;
  onDone: () => void;
};

const SCHEDULE_REQUIRED = '请选择发布时间';
const SCHEDULE_FUTURE = '定时发布的时间须晚于当前时间';

/**
 * 发布 (policies and every other kind of content): now (the publish time is the real time), or 定时发布 at a future time chosen to the minute. Earlier times
 * cannot be picked (a government site may not backdate); the server refuses them too.
 */
export function PublishDialog({ title, publish, onClose, onDone }: Props) {
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(null);
  const [error, setError] = useState('');
  const { sending, send } = useSaveForm();

  const submit = async () => {
    if (mode === 'later') {
      if (!at) return setError(SCHEDULE_REQUIRED);
      if (!at.isAfter(dayjs())) return setError(SCHEDULE_FUTURE);
    }
    await send(() => publish(mode === 'later' && at ? at.second(0).millisecond(0).toISOString() : undefined), onDone);
  };

  return (
    <Modal
      open
      title={`发布：${title}`}
      okText={mode === 'now' ? '立即发布' : '定时发布'}
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={sending}
      destroyOnHidden
    >
      <Radio.Group
        value={mode}
        onChange={(e) => {
          setMode(e.target.value as 'now' | 'later');
          setError('');
        }}
        aria-label="发布方式"
      >
        <Radio value="now">立即发布</Radio>
        <Radio value="later">定时发布</Radio>
      </Radio.Group>
      {mode === 'later' && (
        <div style={{ marginTop: 12 }}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={at}
            onChange={(v) => {
              setAt(v);
              setError('');
            }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            placeholder="选择发布时间"
            aria-label="发布时间"
            style={{ width: '100%' }}
          />
          <p style={{ color: 'var(--care-text, #59616d)', margin: '8px 0 0' }}>到时自动发布（一分钟内）；之前不在前台显示。</p>
        </div>
      )}
      {error && (
        <p role="alert" style={{ color: '#a12a1e', margin: '8px 0 0' }}>
          {error}
        </p>
      )}
    </Modal>
  );
}
