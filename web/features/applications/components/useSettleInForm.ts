import { App } from 'antd';
import { useState, type FormEvent } from 'react';
import { shopSubmitBody } from '@shared/contracts/applications';
import type { FieldErrors } from '~/lib/form-errors';
import {
  checkBeforeSubmit,
  formErrors,
  toSubmitPayload,
  type ApplicationForm,
  type ImageField,
  type ShopSubmitInput,
} from '../application-form';
import { errorIdOf, hintIdOf } from './Field';

const FIELD_ORDER = [
  'shop_name',
  'people_name',
  'mobile',
  'email',
  'region',
  'address',
  'cat_id',
  'license',
  'id_consent',
  'befor_pic',
  'after_pic',
  'shop_logo',
];
export const settleFieldId = (field: string) => `settle-${field}`;

function validate(f: ApplicationForm, reapplyId?: number): FieldErrors {
  const parsed = shopSubmitBody.safeParse(toSubmitPayload(f, reapplyId));
  return parsed.success ? {} : formErrors(parsed.error);
}

/**
 * The settle-in form's state: its values, the contract's messages (after the first attempt, then on every change),
 * the uploads on their way, and the submission (refused while an image uploads; focus to the first field in error).
 * Withdrawing the ID-photo consent empties both ID photos.
 */
export function useSettleInForm(
  initial: ApplicationForm,
  reapplyId: number | undefined,
  sending: boolean,
  onSubmit: (payload: ShopSubmitInput) => void,
) {
  const { message } = App.useApp();
  const [form, setForm] = useState<ApplicationForm>(initial);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState<Partial<Record<ImageField, boolean>>>({});
  // Messages appear after the first attempt, then follow every change.
  const errors: FieldErrors = attempted ? validate(form, reapplyId) : {};

  const set = <K extends keyof ApplicationForm>(key: K, value: ApplicationForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const describedBy = (field: string, hint?: boolean) =>
    errors[field] ? errorIdOf(settleFieldId(field)) : hint ? hintIdOf(settleFieldId(field)) : undefined;
  const textProps = (field: 'shop_name' | 'people_name' | 'mobile' | 'email' | 'address', required = true) => ({
    id: settleFieldId(field),
    value: form[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[field]) || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(field),
    size: 'large' as const,
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const check = checkBeforeSubmit(form, uploading, reapplyId);
    if (check.ok) return onSubmit(check.payload);
    if ('wait' in check) return void message.warning(check.wait, 3);
    setAttempted(true);
    const first = FIELD_ORDER.find((f) => check.errors[f]);
    if (first) document.getElementById(settleFieldId(first))?.focus({ preventScroll: false });
  };

  const withdrawConsent = (consent: boolean) =>
    setForm((f) => (consent ? { ...f, id_consent: true } : { ...f, id_consent: false, befor_pic: '', after_pic: '' }));

  return { form, set, errors, describedBy, textProps, setUploading, submit, withdrawConsent };
}
