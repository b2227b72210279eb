import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  BANNER_POSITIONS,
  SITE_ITEM_TYPES,
  SITE_LIMITS,
  siteItemSaveBody,
  type SiteItem,
  type SiteItemType,
} from '@shared/contracts/site-admin';
import { SaveButtons } from '~/components/DraftForm';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { siteAdminApi } from '../api/site-admin';
import { ImageSlot, type RenderImage } from './ImageSlot';
import s from './SiteAdmin.module.css';
import admin from '~/components/AdminPage.module.css';

type Values = { position: string; name: string; image: string; href: string; sort: number; enabled: boolean };
const POSITION_OPTIONS = BANNER_POSITIONS.map((p) => ({ value: p.value, label: p.label }));

type FormProps = { type: SiteItemType; item: SiteItem | undefined; onCancel: () => void; onSaved: () => void; renderImage: RenderImage };

/** 新增 or 编辑 a banner, partner or link; checked with the server's contract before it is sent. */
function ItemForm({ type, item, onCancel, onSaved, renderImage }: FormProps) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const [busy, setBusy] = useState(false);
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);
  const banner = type === 'banner';

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body: Record<string, unknown> = {
      type,
      ...(item ? { id: item.id } : {}),
      href: v.href ?? '',
      sort: v.sort ?? 0,
      enabled: v.enabled,
      ...(banner ? { title: v.name, position: v.position } : { name: v.name }),
      ...(type !== 'link' ? { image: v.image } : {}),
    };
    const checked = siteItemSaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    // A banner's name is its title on the server.
    showFieldErrors(form, banner ? { ...errors, name: errors.title } : errors, ['position', 'name', 'image', 'href', 'sort']);
    if (!checked.success) return;
    await send(() => siteAdminApi.save(body), onSaved);
  };

  return (
    <Form<Values>
      form={form}
      name={`site-${type}-form`}
      layout="vertical"
      initialValues={{
        position: item?.position || 'home',
        name: item?.name ?? '',
        image: item?.image ?? '',
        href: item?.href ?? '',
        sort: item?.sort ?? 0,
        enabled: item?.enabled ?? true,
      }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      {banner && (
        <Form.Item
          name="position"
          label="位置"
          required
          extra="首页的轮播图显示在首页顶部；其他位置显示在该栏目页导航下方，有启用的轮播图时代替栏目图片"
        >
          <Select options={POSITION_OPTIONS} aria-label="位置" />
        </Form.Item>
      )}
      <Form.Item name="name" label={banner ? '标题' : '名称'} required extra={banner ? '图片的文字说明，读屏软件会朗读' : undefined}>
        <Input maxLength={banner ? SITE_LIMITS.title : SITE_LIMITS.name} />
      </Form.Item>
      {type !== 'link' && (
        <Form.Item name="image" label={banner ? '图片' : '标志'} required extra="JPG 格式，不超过 5 MB">
          <ImageSlot id={`site-${type}-image`} label={banner ? '轮播图' : '标志'} render={renderImage} onBusyChange={setBusy} />
        </Form.Item>
      )}
      <Form.Item
        name="href"
        label="链接地址"
        required={type === 'link'}
        extra={
          banner
            ? '可留空；站外地址以 http:// 或 https:// 开头，站内页面以 / 开头（如 /information）'
            : type === 'partner'
              ? '可留空；以 http:// 或 https:// 开头'
              : '以 http:// 或 https:// 开头'
        }
      >
        <Input maxLength={SITE_LIMITS.href} placeholder="https://" />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字小的在前">
        <InputNumber min={0} max={SITE_LIMITS.sort} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked" extra="停用后前台不显示">
        <Switch />
      </Form.Item>
      <SaveButtons sending={sending} busy={busy} onCancel={cancel} className={s.buttons} />
    </Form>
  );
}

type Props = { type: SiteItemType; target: { item?: SiteItem } | null; onClose: () => void; onSaved: () => void; renderImage: RenderImage };

/** 新增 / 编辑 in a drawer, full width on phones. */
export function SiteItemDrawer({ type, target, onClose, onSaved, renderImage }: Props) {
  const label = SITE_ITEM_TYPES.find((t) => t.value === type)!.label;
  return (
    <FormDrawer open={target !== null} title={`${target?.item ? '编辑' : '新增'}${label}`} onClose={onClose} size="min(560px, 100vw)">
      {target && (
        <ItemForm
          key={target.item?.id ?? 'new'}
          type={type}
          item={target.item}
          onCancel={onClose}
          onSaved={onSaved}
          renderImage={renderImage}
        />
      )}
    </FormDrawer>
  );
}
