import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { AUDIT_ACTION_LABEL, AUDIT_OBJECT_LABEL } from '@shared/contracts/audit';
import { useNavigate } from 'react-router';
import { EMPTY_AUDIT_QUERY, auditExportHref, auditHref, type AuditQuery } from '../audit-query';
import s from './Audit.module.css';
import { clearable } from '~/components/clearable';

type Props = { path: string; query: AuditQuery; canExport: boolean };

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label: `${label}（${value}）` }));
const OBJECT_OPTIONS = Object.entries(AUDIT_OBJECT_LABEL).map(([value, label]) => ({ value, label }));
const RESULT_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'ok', label: '成功' },
  { value: 'failed', label: '失败' },
];

type Values = Omit<AuditQuery, 'page'>;

/**
 * The filters (操作人, 操作, 对象, 日期, 结果): 查询 puts them in the URL (page 1), so a filtered view can be reloaded,
 * shared and exported; 导出 CSV downloads the trail with the same filters.
 */
export function AuditFilters({ path, query, canExport }: Props) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = (v: Values) => {
    const trimmed = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : ''])) as Values;
    void navigate(auditHref(path, { ...trimmed, page: 1 }));
  };
  const reset = () => {
    form.setFieldsValue(EMPTY_AUDIT_QUERY);
    void navigate(path);
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className={s.filters}
      // An empty Select shows its placeholder (全部) only when its value is undefined.
      initialValues={{ ...query, object_type: query.object_type || undefined }}
      key={auditHref(path, query)}
      onFinish={submit}
      role="search"
      aria-label="筛选审计日志"
    >
      <div className={s.grid}>
        <Form.Item label="操作人" name="person" htmlFor="audit-person">
          <Input id="audit-person" placeholder="账户、昵称或账号编号" maxLength={50} allowClear={clearable} />
        </Form.Item>
        <Form.Item label="操作" name="action" htmlFor="audit-action">
          <AutoComplete
            id="audit-action"
            options={ACTION_OPTIONS}
            placeholder="选择或输入操作代码"
            allowClear={clearable}
            filterOption={(input, option) => !!option && `${option.label}`.toLowerCase().includes(input.toLowerCase())}
          />
        </Form.Item>
        <Form.Item label="对象类型" name="object_type" htmlFor="audit-object-type">
          <Select id="audit-object-type" options={OBJECT_OPTIONS} placeholder="全部" allowClear={clearable} />
        </Form.Item>
        <Form.Item label="对象编号" name="object_id" htmlFor="audit-object-id">
          <Input id="audit-object-id" placeholder="如合同编号 12" maxLength={64} allowClear={clearable} />
        </Form.Item>
        <Form.Item label="开始日期" name="from" htmlFor="audit-from">
          <Input id="audit-from" type="date" />
        </Form.Item>
        <Form.Item
          label="结束日期"
          name="to"
          htmlFor="audit-to"
          dependencies={['from']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, to: string) =>
                !to || !getFieldValue('from') || getFieldValue('from') <= to
                  ? Promise.resolve()
                  : Promise.reject(new Error('开始日期不能晚于结束日期')),
            }),
          ]}
        >
          <Input id="audit-to" type="date" />
        </Form.Item>
        <Form.Item label="结果" name="result" htmlFor="audit-result">
          <Select id="audit-result" options={RESULT_OPTIONS} />
        </Form.Item>
      </div>
      <div className={s.buttons}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查询
        </Button>
        <Button onClick={reset}>重置</Button>
        <Button href={auditExportHref(query)} download icon={<DownloadOutlined />} disabled={!canExport}>
          导出 CSV
        </Button>
      </div>
    </Form>
  );
}
