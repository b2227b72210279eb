import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { parkToday } from '@shared/billing/rules';
import { NOTICE_LINK_MAX, NOTICE_TITLE_MAX, targetsCompanies, type NoticeCompanyOption } from '@shared/contracts/policy-notices';
import { ApiError } from '~/lib/api';
import type { FieldErrors } from '~/lib/form-errors';
import { addNotice, fetchNoticeCompanies } from '../api/notice-calls';
import { checkNotice, companyChoices, emptyNoticeValues, NOTICE_FIELDS, type NoticeFormValues } from '../notice-form';
import s from './Notices.module.css';

const DATE_FORMAT = 'YYYY-MM-DD';
type Shape = Omit<NoticeFormValues, 'start_time' | 'end_time'> & { start_time: Dayjs | null; end_time: Dayjs | null };
const toDay = (ymd: string): Dayjs | null => (ymd ? dayjs(ymd) : null);
const fromDay = (d: Dayjs | null | undefined): string => (d ? d.format(DATE_FORMAT) : '');
const fromShape = (v: Partial<Shape>): NoticeFormValues => ({
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
export function AddNoticeDialog({ systemType, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Shape>();
  const byCompany = targetsCompanies(systemType);
  const initial = useMemo(() => {
    const v = emptyNoticeValues(parkToday());
    return { ...v, start_time: toDay(v.start_time), end_time: toDay(v.end_time) };
  }, []);
  const [companies, setCompanies] = useState<NoticeCompanyOption[] | null>(null);
  const [companiesError, setCompaniesError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attempted = useRef(false);

  useEffect(() => {
    if (!byCompany) return;
    let live = true;
    fetchNoticeCompanies().then(
      (rows) => live && setCompanies(rows),
      (err: unknown) => live && setCompaniesError(err instanceof Error ? err.message : '加载失败'),
    );
    return () => {
      live = false;
    };
  }, [byCompany]);

  const recheck = () => {
    const checked = checkNotice(fromShape(form.getFieldsValue(true) as Shape), systemType);
    const errors: FieldErrors = checked.ok ? {} : checked.errors;
    form.setFields(NOTICE_FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    return checked;
  };

  const submit = async () => {
    attempted.current = true;
    const checked = recheck();
    if (!checked.ok) return;
    setSending(true);
    try {
      const res = await addNotice(checked.payload);
      void message.success(res.msg || '通知已发布');
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) setServerError(err.message);
    } finally {
      setSending(false);
    }
  };

  const picker = <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />;

  return (
    <Modal
      open
      title="新增通知"
      okText="发布"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      width={600}
      destroyOnHidden
    >
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
        {serverError && <Alert className={s.alert} type="error" showIcon title={serverError} role="alert" />}
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
          <p className={s.facts}>通知将发给全部入驻企业。</p>
        )}
        {companiesError && <Alert className={s.alert} type="error" showIcon title={`企业列表加载失败：${companiesError}`} />}
        <Form.Item name="title" label="通知标题" required>
          <Input maxLength={NOTICE_TITLE_MAX} showCount autoComplete="off" />
        </Form.Item>
        <div className={s.grid}>
          <Form.Item name="start_time" label="开始日期" required>{picker}</Form.Item>
          <Form.Item name="end_time" label="结束日期" required>{picker}</Form.Item>
        </div>
        <Form.Item name="link" label="链接（选填）" extra="政策原文或申报入口，以 http:// 或 https:// 开头；企业点击后在新标签页打开。">
          <Input maxLength={NOTICE_LINK_MAX} inputMode="url" autoComplete="off" placeholder="https://" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
