import { Button, Form, InputNumber, Modal } from 'antd';
import { COLUMN_LIMIT_MAX_DAYS, COLUMNS_MSG, type ColumnKey, type ColumnOverviewItem } from '@shared/contracts/columns';
import { useSaveForm } from '~/components/useSaveForm';
import { columnsApi } from '../api/columns';
import s from './Columns.module.css';

type Props = { items: ColumnOverviewItem[]; onClose: () => void; onSaved: () => void };

/** The system administrator's dialog: each column's limit in days (0 = not checked), with the defaults at hand. */
export function LimitsDialog({ items, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Record<ColumnKey, number | null>>();
  const { sending: saving, send } = useSaveForm();
  const initial = Object.fromEntries(items.map((c) => [c.key, c.limit_days]));

  const submit = (values: Record<ColumnKey, number | null>) =>
    send(() => columnsApi.saveLimits(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? 0]))), onSaved);

  return (
    <Modal
      open
      title="设置栏目更新期限"
      onCancel={onClose}
      footer={[
        <Button key="defaults" onClick={() => form.setFieldsValue(Object.fromEntries(items.map((c) => [c.key, c.default_days])))}>
          恢复默认
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()}>
          保存
        </Button>,
      ]}
      destroyOnHidden
    >
      <p>单位为天；0 表示该栏目不检查。超过期限未更新的栏目在总览中标为“已超期”，剩余不足两成时标为“即将超期”。</p>
      <Form form={form} layout="vertical" className={s.limits} initialValues={initial} onFinish={(v) => void submit(v)}>
        {items.map((c) => (
          <Form.Item
            key={c.key}
            name={c.key}
            label={c.name}
            extra={`默认：${c.default_days ? `${c.default_days} 天` : '不检查'}`}
            rules={[{ required: true, type: 'integer', min: 0, max: COLUMN_LIMIT_MAX_DAYS, message: COLUMNS_MSG.limit }]}
          >
            <InputNumber min={0} max={COLUMN_LIMIT_MAX_DAYS} precision={0} suffix="天" style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
