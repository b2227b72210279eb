import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { errorIdOf } from './Field';
import s from './SettleInForm.module.css';

type Props = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled?: boolean;
  /** The ID photo fields, enabled only once consent is given. */
  children: ReactNode;
};

/**
 * Separate consent (PIPL art. 29, 30) before the legal person's ID photos can be uploaded: the purpose, who
 * sees them and how long they are kept, said before the fields become usable. Withdrawing it removes them.
 */
export function IdPhotoConsent({ id, checked, onChange, error, disabled, children }: Props) {
  return (
    <fieldset className={s.consent} aria-describedby={`${id}-disclosure`}>
      <legend className={s.consentTitle}>
        法人身份证照片<span className={s.optional}>（选填）</span>
      </legend>
      <div id={`${id}-disclosure`} className={s.disclosure}>
        <p>身份证照片属于敏感个人信息。根据《个人信息保护法》，需要您单独同意后才能上传：</p>
        <ul>
          <li>
            <strong>用途：</strong>仅用于园区入驻资格审核，核实法定代表人身份。
          </li>
          <li>
            <strong>查看范围：</strong>仅您本人和园区审核人员可以查看，审核人员的每次查看都会被记录。
          </li>
          <li>
            <strong>保存期限：</strong>未随申请提交或重新申请时被替换的照片，在上传 24
            小时后自动删除；已提交的照片在审核及入驻期间保存；申请被驳回的，照片在驳回后的保存期限（默认 180
            天）届满时自动删除。您可随时联系园区管理员要求删除。
          </li>
          <li>不提供身份证照片，也可以提交入驻申请。</li>
        </ul>
      </div>
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      >
        我已阅读以上说明，同意提供法人身份证照片用于入驻资格审核
      </Checkbox>
      {error && (
        <p id={errorIdOf(id)} className={s.error}>
          {error}
        </p>
      )}
      {!checked && <p className={s.hint}>勾选同意后才能上传身份证照片。</p>}
      <div className={s.consentFields}>{children}</div>
    </fieldset>
  );
}
