import { Alert, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { companyListingSaveBody, type CompanyListing } from '@shared/contracts/companies';
import { clearable } from '~/components/clearable';
import { SaveButtons } from '~/components/DraftForm';
import type { RenderImage } from '~/components/render-image';
import { EditDrawer } from '~/components/EditDrawer';
import { useDiscardGuard } from '~/components/FormDrawer';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { listingApi } from '../api/listing';

/** The logo field the route supplies (the uploads feature's ImageUpload with the staff image kind). */
export type RenderLogo = RenderImage;

type Values = { shop_name: string; categories: number[]; address: string; domain: string; shop_logo: string; listed: boolean };
const FIELDS = ['shop_name', 'categories', 'address', 'domain', 'shop_logo', 'listed'] as const;

function LogoField({
  render,
  onBusy,
  id = 'listing-logo',
  value,
  onChange,
}: {
  render: RenderLogo;
  onBusy: (b: boolean) => void;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  return <>{render({ id, label: '企业标志', value: value ?? '', onChange: (url) => onChange?.(url), onBusyChange: onBusy })}</>;
}

function ListingForm({
  listing,
  renderLogo,
  onCancel,
  onSaved,
}: {
  listing: CompanyListing;
  renderLogo: RenderLogo;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const [busy, setBusy] = useState(false);
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      id: listing.id,
      shop_name: v.shop_name,
      cat_id: (v.categories ?? []).join(','),
      address: v.address,
      domain: v.domain,
      shop_logo: v.shop_logo,
      listed: v.listed,
    };
    const checked = companyListingSaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    showFieldErrors(form, { ...errors, categories: errors.cat_id }, FIELDS);
    if (!checked.success) return;
    await send(() => listingApi.save(body), onSaved);
  };

  return (
    <Form<Values>
      form={form}
      name="listing-form"
      layout="vertical"
      initialValues={{
        shop_name: listing.shop_name,
        categories: listing.cat_id ? listing.cat_id.split(',').map(Number) : [],
        address: listing.address,
        domain: listing.domain,
        shop_logo: listing.shop_logo,
        listed: listing.listed,
      }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item name="shop_name" label="企业名称" required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="categories" label="企业类别">
        <Select mode="multiple" options={listing.categories} placeholder="请选择企业类别" aria-label="企业类别" allowClear={clearable} />
      </Form.Item>
      <Form.Item name="address" label="详细地址">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="domain" label="主营业务">
        <Input.TextArea maxLength={200} rows={2} showCount />
      </Form.Item>
      <Form.Item name="shop_logo" label="企业标志" extra="JPG，5 MB 以内">
        <LogoField render={renderLogo} onBusy={setBusy} />
      </Form.Item>
      <Form.Item
        name="listed"
        label="在入驻企业名录中显示"
        valuePropName="checked"
        extra="关闭后企业名录、企业主页、搜索和站点地图中不再出现该企业（企业仍在园区，房租与服务不受影响）。"
      >
        <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
      </Form.Item>
      <p style={{ color: 'var(--care-text, #59616d)' }}>修改后入驻企业名录和企业主页立即显示；企业简介由企业自己维护。</p>
      <SaveButtons sending={sending} busy={busy} onCancel={cancel} style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }} />
    </Form>
  );
}

type Props = { id: number | null; renderLogo: RenderLogo; onClose: () => void; onSaved: () => void };

/** 编辑公开信息 of a settled company, in a drawer (read fresh with company_listing), full width on phones. */
export function ListingDrawer({ id, renderLogo, onClose, onSaved }: Props) {
  return (
    <EditDrawer
      target={id === null ? null : { id }}
      load={listingApi.detail}
      title="编辑企业公开信息"
      onClose={onClose}
      size="min(640px, 100vw)"
    >
      {(listing) =>
        listing && <ListingForm key={listing.id} listing={listing} renderLogo={renderLogo} onCancel={onClose} onSaved={onSaved} />
      }
    </EditDrawer>
  );
}
