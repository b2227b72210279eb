import { Button, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import type { Category } from '@shared/contracts/services';
import { clearable } from '~/components/clearable';
import type { ApplicationForm, ImageField, ShopSubmitInput } from '../application-form';
import { Field } from './Field';
import { IdPhotoConsent } from './IdPhotoConsent';
import s from './SettleInForm.module.css';
import { EMAIL_INPUT, PHONE_INPUT, type ImageFieldProps, type RegionFieldProps } from './SettleInForm.fields';
import { settleFieldId as idOf, useSettleInForm } from './useSettleInForm';

type Props = {
  initial: ApplicationForm;
  categories: Category[];
  /** The rejected application's id when re-applying (sent as `id`). */
  reapplyId?: number;
  /** True while the submission is on its way (and after success until the page moves on). */
  sending: boolean;
  onSubmit: (payload: ShopSubmitInput) => void;
  renderRegion: (props: RegionFieldProps) => ReactNode;
  renderImage: (props: ImageFieldProps) => ReactNode;
};

/**
 * Spec §5 settle-in form. Checked with the contract shop_submit uses before anything is sent; refused while
 * an image is still uploading; the button stays disabled while sending (no double submission).
 */
export function SettleInForm({ initial, categories, reapplyId, sending, onSubmit, renderRegion, renderImage }: Props) {
  const { form, set, errors, describedBy, textProps, setUploading, submit, withdrawConsent } = useSettleInForm(
    initial,
    reapplyId,
    sending,
    onSubmit,
  );
  const image = (kind: ImageField, label: string, disabled = false) =>
    renderImage({
      id: idOf(kind),
      kind,
      label,
      value: form[kind],
      onChange: (url) => set(kind, url),
      onBusyChange: (busy) => setUploading((u) => ({ ...u, [kind]: busy })),
      disabled: disabled || sending,
      invalid: Boolean(errors[kind]),
      describedBy: describedBy(kind, true),
    });

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label="入驻申请表">
      <section className={s.section} aria-labelledby="settle-company">
        <h2 id="settle-company" className={s.sectionTitle}>
          企业信息
        </h2>
        <div className={s.grid}>
          <Field id={idOf('shop_name')} label="企业名称" required error={errors.shop_name}>
            <Input {...textProps('shop_name')} placeholder="请输入营业执照上的企业名称" autoComplete="organization" maxLength={100} />
          </Field>
          <Field id={idOf('cat_id')} label="企业类别" error={errors.cat_id} hint="可多选">
            <Select
              id={idOf('cat_id')}
              mode="multiple"
              size="large"
              value={form.cat_ids}
              onChange={(v: number[]) => set('cat_ids', v)}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
              placeholder="请选择企业类别"
              aria-describedby={describedBy('cat_id', true)}
              allowClear={clearable}
              style={{ width: '100%' }}
            />
          </Field>
          <Field id={idOf('people_name')} label="联系人" required error={errors.people_name}>
            <Input {...textProps('people_name')} placeholder="请输入联系人姓名" autoComplete="name" maxLength={50} />
          </Field>
          <Field id={idOf('mobile')} label="联系方式" required error={errors.mobile} hint="11 位手机号码">
            <Input {...textProps('mobile')} aria-describedby={describedBy('mobile', true)} {...PHONE_INPUT} />
          </Field>
          <Field id={idOf('email')} label="电子邮箱" error={errors.email} hint="用于接收房租、服务费到期提醒">
            <Input {...textProps('email', false)} aria-describedby={describedBy('email', true)} {...EMAIL_INPUT} />
          </Field>
          <Field id={idOf('region')} label="所在地区" required error={errors.region}>
            {renderRegion({
              id: idOf('region'),
              value: form.region,
              onChange: (codes) => set('region', codes),
              invalid: Boolean(errors.region),
              describedBy: describedBy('region'),
            })}
          </Field>
          <Field id={idOf('address')} label="详细地址" error={errors.address}>
            <Input {...textProps('address', false)} placeholder="街道、门牌号、楼层等" autoComplete="street-address" maxLength={200} />
          </Field>
        </div>
      </section>

      <section className={s.section} aria-labelledby="settle-files">
        <h2 id="settle-files" className={s.sectionTitle}>
          证照材料
        </h2>
        <p className={s.sectionNote}>图片仅支持 JPG 格式，每张小于 5MB。</p>
        <div className={s.images}>
          <Field id={idOf('license')} label="营业执照" required error={errors.license} hint="仅您本人和园区审核人员可见">
            {image('license', '营业执照')}
          </Field>
          <Field id={idOf('shop_logo')} label="企业标志" error={errors.shop_logo} hint="将展示在入驻企业名录中">
            {image('shop_logo', '企业标志')}
          </Field>
        </div>
        <IdPhotoConsent
          id={idOf('id_consent')}
          checked={form.id_consent}
          onChange={withdrawConsent}
          error={errors.id_consent}
          disabled={sending}
        >
          <div className={s.images}>
            <Field id={idOf('befor_pic')} label="法人身份证正面" noOptionalMark error={errors.befor_pic}>
              {image('befor_pic', '身份证正面', !form.id_consent)}
            </Field>
            <Field id={idOf('after_pic')} label="法人身份证反面" noOptionalMark error={errors.after_pic}>
              {image('after_pic', '身份证反面', !form.id_consent)}
            </Field>
          </div>
        </IdPhotoConsent>
      </section>

      <div className={s.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={sending} disabled={sending} className={s.submit}>
          {reapplyId ? '重新提交申请' : '提交申请'}
        </Button>
      </div>
    </form>
  );
}
