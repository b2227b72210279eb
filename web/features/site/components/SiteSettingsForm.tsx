import { Alert, App, Button, Form, Input } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  contentSettingsBody, SETTING_LABELS, SITE_LIMITS, systemSettingsBody, type ContentSettings, type ContentSettingKey, type SystemSettingKey,
  type SystemSettings,
} from '@shared/contracts/site-admin';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { fieldErrors } from '~/lib/form-errors';
import { siteAdminApi } from '../api/site-admin';
import { ImageSlot, type RenderImage } from './ImageSlot';
import s from './SiteAdmin.module.css';

type Key = SystemSettingKey | ContentSettingKey;
type Field = { key: Key; kind: 'text' | 'textarea' | 'image' | 'codes'; max?: number; extra?: string; wide?: boolean; placeholder?: string };

const SYSTEM_FIELDS: Field[] = [
  { key: 'site_name', kind: 'text', max: SITE_LIMITS.siteName, extra: '显示在浏览器标题、页头和页脚' },
  { key: 'sponsor', kind: 'text', max: SITE_LIMITS.sponsor, extra: '页脚“主办单位”' },
  { key: 'people', kind: 'text', max: SITE_LIMITS.people },
  { key: 'phone', kind: 'text', max: SITE_LIMITS.phone, placeholder: '0571-88886001', extra: '多个号码用“/”分隔' },
  { key: 'email', kind: 'text', max: SITE_LIMITS.email, placeholder: 'service@park.cn', extra: '多个邮箱用“；”分隔' },
  { key: 'address', kind: 'text', max: SITE_LIMITS.address },
  { key: 'beianhao', kind: 'text', max: SITE_LIMITS.filing, placeholder: '京ICP备12345678号', extra: '页脚显示，链接到工信部备案查询' },
  { key: 'gonganbeian', kind: 'text', max: SITE_LIMITS.filing, placeholder: '浙公网安备33010800000000号', extra: '页脚显示公安备案图标，链接到公安部备案查询' },
  { key: 'site_code', kind: 'text', max: 10, placeholder: '3301000001', extra: '政府网站标识码（10 位），显示在页脚和网页的 SiteIDCode 元数据中' },
  {
    key: 'dangzheng',
    kind: 'text',
    max: 200,
    placeholder: '06F2CAD4909B067AE053012819AC8596',
    extra: '党政机关网站填写中央编办颁发的标识代码中“id=”后的 32 位编号（或粘贴整个认证页面地址），页脚显示红色“党政机关”标识并链接到认证页面；非党政机关网站留空',
  },
  { key: 'banquan', kind: 'text', max: SITE_LIMITS.banquan, placeholder: '© 2026 某某园区管理委员会 版权所有' },
  {
    key: 'shop_number',
    kind: 'text',
    max: 7,
    extra: '整数。填写后，前台首页和“入驻企业”页显示的入驻企业数为此数（可计入未在本站登记的企业）；留空则按入驻企业名录中公开的企业实时统计',
  },
  { key: 'collect_code', kind: 'codes', wide: true, extra: `企业“缴费方式”页面展示的收款二维码，JPG 格式，最多 ${SITE_LIMITS.collectCodes} 张` },
];

/** Where a column picture shows (COLUMN_PICTURES): its page's header, unless that page has enabled banners. */
function pictureHelp(page: string) {
  return `“${page}”页顶部：该位置没有启用的轮播图时显示`;
}

const CONTENT_FIELDS: Field[] = [
  { key: 'qyrz_intro', kind: 'textarea', max: SITE_LIMITS.intro, wide: true, extra: '首页“企业入驻”区块的介绍' },
  { key: 'ruzhu_detail', kind: 'textarea', max: SITE_LIMITS.detail, extra: '入驻企业、创业服务等页面的介绍' },
  { key: 'tech_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'rongzi_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'new_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'zulin_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'train_detail', kind: 'textarea', max: SITE_LIMITS.detail },
  { key: 'shouye_pic', kind: 'image', extra: '首页顶部：没有启用的首页轮播图时显示' },
  { key: 'rzfw_pic', kind: 'image', extra: pictureHelp('孵化服务') },
  { key: 'cyfw_pic', kind: 'image', extra: pictureHelp('创业服务') },
  { key: 'zlfw_pic', kind: 'image', extra: pictureHelp('租赁服务') },
  { key: 'rzqy_pic', kind: 'image', extra: pictureHelp('入驻企业') },
  { key: 'pxfu_pic', kind: 'image', extra: pictureHelp('培训服务') },
];

/** The payment codes: each one shown (and removable), plus an empty slot while there is room. */
function CodeList({ value = [], onChange, onBusyChange, render }: { value?: string[]; onChange?: (v: string[]) => void; onBusyChange: (b: boolean) => void; render: RenderImage }) {
  const set = (i: number, url: string) => onChange?.(url ? value.map((v, j) => (j === i ? url : v)) : value.filter((_, j) => j !== i));
  return (
    <div className={s.codes}>
      {value.map((url, i) => (
        <ImageSlot key={url} id={`collect_code_${i}`} label={`收款码${i + 1}`} render={render} value={url} onChange={(u) => set(i, u)} onBusyChange={onBusyChange} />
      ))}
      {value.length < SITE_LIMITS.collectCodes && (
        <ImageSlot key={`new-${value.length}`} id="collect_code_new" label="收款码" render={render} value="" onChange={(u) => u && onChange?.([...value, u])} onBusyChange={onBusyChange} />
      )}
    </div>
  );
}

type Props =
  | { group: 'system'; settings: SystemSettings; onSaved: () => void; renderImage: RenderImage }
  | { group: 'content'; settings: ContentSettings; onSaved: () => void; renderImage: RenderImage };

/**
 * 站点信息 (system administrator) or 栏目介绍 (content editor): every field of the group, checked with the server's
 * contract before it is sent; the public site shows the change at once.
 */
export function SiteSettingsForm({ group, settings, onSaved, renderImage }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = group === 'system' ? SYSTEM_FIELDS : CONTENT_FIELDS;
  const contract = group === 'system' ? systemSettingsBody : contentSettingsBody;
  const onBusyChange = (b: boolean) => setBusy((n) => Math.max(0, n + (b ? 1 : -1)));

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const checked = contract.safeParse(values);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    form.setFields(fields.map((f) => ({ name: f.key, errors: errors[f.key] ? [errors[f.key]!] : [] })));
    if (!checked.success) return;
    setSending(true);
    setServerError(null);
    try {
      const res = group === 'system' ? await siteAdminApi.saveSettings(values) : await siteAdminApi.saveColumns(values);
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) setServerError(err.message);
    } finally {
      setSending(false);
    }
  };

  const control = (f: Field): ReactNode => {
    const label = SETTING_LABELS[f.key];
    if (f.kind === 'codes') return <CodeList onBusyChange={onBusyChange} render={renderImage} />;
    if (f.kind === 'image') return <ImageSlot id={f.key} label={label} render={renderImage} onBusyChange={onBusyChange} />;
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
      {serverError && <Alert className={s.alert} type="error" showIcon title={serverError} role="alert" />}
      {group === 'content' && (
        <p className={s.muted}>
          介绍文字按纯文本显示在前台各栏目页面。栏目图片显示在栏目页导航下方（该栏目位置有启用的轮播图时改为显示轮播图），JPG 格式，建议 1920×320
          像素；手机上右侧会被裁切，主要内容请放在左侧。
        </p>
      )}
      <div className={s.grid}>
        {fields.map((f) => (
          <Form.Item key={f.key} name={f.key} label={SETTING_LABELS[f.key]} extra={f.extra} required={f.key === 'site_name'} className={f.wide ? s.wide : undefined}>
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
