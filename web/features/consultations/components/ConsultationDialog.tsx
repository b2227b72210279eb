import { Button, Input, Modal } from 'antd';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { toast } from '~/lib/notify';
import type { FieldErrors } from '~/lib/form-errors';
import { addConsultation } from '../api/add-consultation';
import { checkConsultation, emptyConsultationValues, type ConsultationField, type ConsultationValues } from '../consultation-form';
import type { ConsultationSubject } from '../open-consultation';
import s from './ConsultationDialog.module.css';

type Props = { open: boolean; subject: ConsultationSubject; onClose: () => void };

/**
 * The consultation dialog of spec §5: 姓名, 手机号, 咨询内容 (and an optional 企业名称), checked with the
 * contract question_add uses. Submit is disabled while sending and comes back on failure; on success the
 * server's message shows, the dialog closes and the fields clear.
 */
export function ConsultationDialog({ open, subject, onClose }: Props) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ConsultationValues>(() => emptyConsultationValues(subject));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const set = (field: ConsultationField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkConsultation(subject, values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await addConsultation(check.body);
      toast.success(res.msg, FORM_SUCCESS_SECONDS);
      setValues(emptyConsultationValues(subject));
      onClose();
    } catch {
      // The API client has shown the server's message (spec §8); the button comes back for another try.
    } finally {
      setSending(false);
    }
  };

  const field = (name: ConsultationField, label: string, control: ReactNode, required = true) => (
    <div className={s.field}>
      <label htmlFor={`${id}-${name}`} className={s.label}>
        {label}
        {required ? (
          <span className={s.required} aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className={s.optional}>（选填）</span>
        )}
      </label>
      {control}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={s.error} role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const a11y = (name: ConsultationField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Modal
      open={open}
      title="在线咨询"
      onCancel={onClose}
      footer={null}
      width={520}
      maskClosable={!sending}
      // Each opening starts at 姓名 (autoFocus works only on the first, when the field mounts; issue 14 keyboard use).
      afterOpenChange={(opened) => {
        if (opened) form.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
      }}
    >
      {subject.title && <p className={s.subject}>咨询对象：{subject.title}</p>}
      <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)} className={s.form}>
        {field('name', '姓名', <Input {...a11y('name')} autoComplete="name" maxLength={50} autoFocus />)}
        {field('phone', '手机号', <Input {...a11y('phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />)}
        {field('company_name', '企业名称', <Input {...a11y('company_name')} autoComplete="organization" maxLength={100} />, false)}
        {field('content', '咨询内容', <Input.TextArea {...a11y('content')} rows={4} maxLength={1000} showCount />)}
        <div className={s.actions}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            提交咨询
          </Button>
        </div>
      </form>
    </Modal>
  );
}
