import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AUDIT_ACTION_LABEL, AUDIT_OBJECT_LABEL } from '@shared/contracts/audit';
import { Form, useNavigate } from 'react-router';
import { EMPTY_AUDIT_QUERY, auditExportHref, auditHref, type AuditQuery } from '../audit-query';
import s from './Audit.module.css';
import { clearable } from '~/components/clearable';
import { Select } from '~/components/Input';

type Props = { path: string; query: AuditQuery; canExport: boolean };

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABEL);
const OBJECT_OPTIONS = [{ value: '', label: '全部' }, ...Object.entries(AUDIT_OBJECT_LABEL).map(([value, label]) => ({ value, label }))];
const RESULT_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'ok', label: '成功' },
  { value: 'failed', label: '失败' },
];

export const DATE_ORDER_MSG = '开始日期不能晚于结束日期';

type Values = Omit<AuditQuery, 'page'>;

/** A filter: its label above its field, as antd's vertical form item. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
const FIELDS = Object.keys(EMPTY_AUDIT_QUERY).filter((k) => k !== 'page') as (keyof Values)[];

/**
 * The filters (操作人, 操作, 对象, 日期, 结果): 查询 puts them in the URL (page 1), so a filtered view can be reloaded,
 * shared and exported; 导出 CSV downloads the trail with the same filters. A GET form of the browser's own fields
 * (操作's suggestions a <datalist>, the choices <select>s), so it works before the page's script has run.
 */
export function AuditFilters({ path, query, canExport }: Props) {
  const navigate = useNavigate();
  const [dateError, setDateError] = useState(false);
  // 重置 draws the fields anew (antd's fields keep what was typed in their own state, which a form's reset misses).
  const [drawn, setDrawn] = useState(0);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const v = Object.fromEntries(FIELDS.map((k) => [k, String(data.get(k) ?? '').trim()])) as Values;
    if (v.from && v.to && v.from > v.to) {
      setDateError(true);
      e.currentTarget.querySelector<HTMLInputElement>('#audit-to')?.focus();
      return;
    }
    setDateError(false);
    void navigate(auditHref(path, { ...v, page: 1 }));
  };
  const reset = () => {
    setDrawn((n) => n + 1);
    setDateError(false);
    void navigate(path);
  };
  return (
    <Form
      method="get"
      action={path}
      className={s.filters}
      key={`${auditHref(path, query)}#${drawn}`}
      onSubmit={submit}
      role="search"
      aria-label="筛选审计日志"
    >
      <div className={s.grid}>
        <Field id="audit-person" label="操作人">
          <Input
            id="audit-person"
            name="person"
            defaultValue={query.person}
            placeholder="账户、昵称或账号编号"
            maxLength={50}
            allowClear={clearable}
          />
        </Field>
        <Field id="audit-action" label="操作">
          <Input
            id="audit-action"
            name="action"
            list="audit-actions"
            defaultValue={query.action}
            placeholder="选择或输入操作代码"
            maxLength={64}
            autoComplete="off"
            allowClear={clearable}
          />
          <datalist id="audit-actions">
            {ACTION_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </datalist>
        </Field>
        <Field id="audit-object-type" label="对象类型">
          <Select id="audit-object-type" name="object_type" size="middle" defaultValue={query.object_type} options={OBJECT_OPTIONS} />
        </Field>
        <Field id="audit-object-id" label="对象编号">
          <Input
            id="audit-object-id"
            name="object_id"
            defaultValue={query.object_id}
            placeholder="如合同编号 12"
            maxLength={64}
            allowClear={clearable}
          />
        </Field>
        <Field id="audit-from" label="开始日期">
          <Input id="audit-from" name="from" type="date" defaultValue={query.from} onChange={() => setDateError(false)} />
        </Field>
        <Field id="audit-to" label="结束日期">
          <Input
            id="audit-to"
            name="to"
            type="date"
            defaultValue={query.to}
            status={dateError ? 'error' : undefined}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? 'audit-to-error' : undefined}
            onChange={() => setDateError(false)}
          />
          {dateError && (
            <div id="audit-to-error" className={s.fieldError} role="alert">
              {DATE_ORDER_MSG}
            </div>
          )}
        </Field>
        <Field id="audit-result" label="结果">
          <Select id="audit-result" name="result" size="middle" defaultValue={query.result} options={RESULT_OPTIONS} />
        </Field>
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
