import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  contentSettingsBody,
  SETTING_LABELS,
  systemSettingsBody,
  type ContentSettings,
  type SystemSettings,
} from '@shared/contracts/site-admin';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { siteAdminApi } from '../api/site-admin';
import { CodeList } from './CodeList';
import { ImageSlot, type RenderImage } from './ImageSlot';
import s from './SiteAdmin.module.css';
import admin from '~/components/AdminPage.module.css';
import { CONTENT_FIELDS, SYSTEM_FIELDS, type Field } from './SiteSettingsForm.fields';

type Props =
  | { group: 'system'; settings: SystemSettings; onSaved: () => void; renderImage: RenderImage }
  | { group: 'content'; settings: ContentSettings; onSaved: () => void; renderImage: RenderImage };

/**
 * 站点信息 (system administrator) or 栏目介绍 (content editor): every field of the group, checked with the server's
 * contract before it is sent; the public site shows the change at once.
 */
export function SiteSettingsForm({ group, settings, onSaved, renderImage }: Props) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const [busy, setBusy] = useState(0);
  const fields = group === 'system' ? SYSTEM_FIELDS : CONTENT_FIELDS;
  const contract = group === 'system' ? systemSettingsBody : contentSettingsBody;
  const onBusyChange = (b: boolean) => setBusy((n) => Math.max(0, n + (b ? 1 : -1)));

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const checked = contract.safeParse(values);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    showFieldErrors(
      form,
      errors,
      fields.map((f) => f.key),
    );
    if (!checked.success) return;
    await send(() => (group === 'system' ? siteAdminApi.saveSettings(values) : siteAdminApi.saveColumns(values)), onSaved);
  };

  const control = (f: Field): ReactNode => {
    const label = SETTING_LABELS[f.key];
    if (f.kind === 'codes') return <CodeList onBusyChange={onBusyChange} render={renderImage} />;
    if (f.kind === 'image') return <ImageSlot id={f.key} label={label} render={renderImage} onBusyChange={onBusyChange} />;
    if (f.kind === 'choice') {
      const stored = String((settings as Record<string, unknown>)[f.key] ?? '');
      const options = (f.choices ?? [])
        .filter((c) => !c.onlyWhenStored || c.value === stored)
        .map((c) => ({
          value: c.value,
          label: (
            <span>
              {c.label}
              <span className={s.choiceHint}>{c.hint}</span>
            </span>
          ),
        }));
      return <Radio.Group vertical aria-label={label} options={options} />;
    }
    if (f.kind === 'textarea') return <Input.TextArea maxLength={f.max} rows={3} showCount />;
    return <Input maxLength={f.max} placeholder={f.placeholder} />;
  };

  return (
    <Form
      form={form}
      name={`site-${group}-form`}
      layout="vertical"
      className={s.form}
      initialValues={settings}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      {group === 'content' && (
        <p className={admin.muted}>
          介绍文字按纯文本显示在前台各栏目页面。栏目图片显示在栏目页导航下方（该栏目位置有启用的轮播图时改为显示轮播图），JPG 格式，建议
          1920×320 像素；手机上右侧会被裁切，主要内容请放在左侧。
        </p>
      )}
      <div className={s.grid}>
        {fields.map((f) => (
          <Form.Item
            key={f.key}
            name={f.key}
            label={SETTING_LABELS[f.key]}
            extra={f.extra}
            required={f.key === 'site_name'}
            className={f.wide ? s.wide : undefined}
          >
            {control(f)}
          </Form.Item>
        ))}
      </div>
      <div className={s.buttons}>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending || busy > 0}>
          保存
        </Button>
      </div>
    </Form>
  );
}
