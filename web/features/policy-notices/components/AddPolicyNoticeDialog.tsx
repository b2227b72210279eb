import { Alert, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { parkToday } from '@shared/billing/rules';
import type { PolicyNoticeCompanyOption } from '@shared/contracts/policy-notices';
import { POLICY_NOTICE_LINK_MAX, POLICY_NOTICE_TITLE_MAX, targetsCompanies } from '@shared/policy-notices/rules';
import { ActionDialog } from '~/components/ActionDialog';
import { useFetched } from '~/components/useFetched';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import type { FieldErrors } from '~/lib/form-errors';
import { addPolicyNotice, fetchPolicyNoticeCompanies } from '../api/policy-notice-calls';
import {
  checkPolicyNotice,
  companyChoices,
  emptyPolicyNoticeValues,
  POLICY_NOTICE_FIELDS,
  type PolicyNoticeFormValues,
} from '../policy-notice-form';
import s from './PolicyNotices.module.css';
import admin from '~/components/AdminPage.module.css';

const DATE_FORMAT = 'YYYY-MM-DD';
type Shape = Omit<PolicyNoticeFormValues, 'start_time' | 'end_time'> & { start_time: Dayjs | null; end_time: Dayjs | null };
const toDay = (ymd: string): Dayjs | null => (ymd ? dayjs(ymd) : null);
const fromDay = (d: Dayjs | null | undefined): string => (d ? d.format(DATE_FORMAT) : '');
const fromShape = (v: Partial<Shape>): PolicyNoticeFormValues => ({
  company_id: v.company_id ?? 0,
  title: v.title ?? '',
  start_time: fromDay(v.start_time),
  end_time: fromDay(v.end_time),
  link: v.link ?? '',
});

type Props = { systemType: number; onClose: () => void; onSaved: () => void };

/**
 * 新增通知: company (全部企业 or one settled company, searchable; only in systems of type 2 or 3), title, window
 * and link, checked with the server's contract before it is sent; messages under their fields.
 */
export function AddPolicyNoticeDialog({ systemType, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Shape>();
  const byCompany = targetsCompanies(systemType);
  const initial = useMemo(() => {
    const v = emptyPolicyNoticeValues(parkToday());
    return { ...v, start_time: toDay(v.start_time), end_time: toDay(v.end_time) };
  }, []);
  const { data: companies, error: companiesError } = useFetched<PolicyNoticeCompanyOption[]>(fetchPolicyNoticeCompanies, byCompany);
  const { sending, serverError, setServerError, send } = useSaveForm();
  const attempted = useRef(false);

  const recheck = () => {
    const checked = checkPolicyNotice(fromShape(form.getFieldsValue(true) as Shape), systemType);
    const errors: FieldErrors = checked.ok ? {} : checked.errors;
    showFieldErrors(form, errors, POLICY_NOTICE_FIELDS);
    return checked;
  };

  const submit = async () => {
    attempted.current = true;
    const checked = recheck();
    if (!checked.ok) return;
    // Shown for antd's default 3 s, as this toast always was.
    await send(() => addPolicyNotice(checked.payload), onSaved, { fallback: '通知已发布', seconds: 3 });
  };

  const picker = <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />;

  return (
    <ActionDialog title="新增通知" okText="发布" width={600} sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <Form<Shape>
        form={form}
        name="policy-notice"
        layout="vertical"
        initialValues={initial}
        onValuesChange={() => {
          setServerError(null);
          if (attempted.current) recheck();
        }}
        onFinish={() => void submit()}
      >
        {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
        {byCompany ? (
          <Form.Item name="company_id" label="接收企业" required extra="选择“全部企业”时，所有已入驻企业都能看到这条通知。">
            <Select
              options={companyChoices(companies ?? [])}
              loading={!companies && !companiesError}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择企业"
              status={companiesError ? 'error' : undefined}
            />
          </Form.Item>
        ) : (
          <p className={admin.facts}>通知将发给全部入驻企业。</p>
        )}
        {companiesError && <Alert className={admin.alert} type="error" showIcon title={`企业列表加载失败：${companiesError}`} />}
        <Form.Item name="title" label="通知标题" required>
          <Input maxLength={POLICY_NOTICE_TITLE_MAX} showCount autoComplete="off" />
        </Form.Item>
        <div className={s.grid}>
          <Form.Item name="start_time" label="开始日期" required>
            {picker}
          </Form.Item>
          <Form.Item name="end_time" label="结束日期" required>
            {picker}
          </Form.Item>
        </div>
        <Form.Item name="link" label="链接（选填）" extra="政策原文或申报入口，以 http:// 或 https:// 开头；企业点击后在新标签页打开。">
          <Input maxLength={POLICY_NOTICE_LINK_MAX} inputMode="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
