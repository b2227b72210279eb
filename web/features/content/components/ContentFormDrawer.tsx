import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  CONTENT_KINDS, contentSaveBody, type ContentAdminDetail, type ContentField, type ContentKind, type ContentOptions,
} from '@shared/contracts/content-admin';
import { FormDrawer, useDiscardGuard, useEditorBaseline } from '~/components/FormDrawer';
import { ApiError } from '~/lib/api';
import { ERROR_SECONDS, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { fieldErrors } from '~/lib/form-errors';
import { contentAdminApi } from '../api/content-admin';
import s from './ContentAdmin.module.css';
import type { ContentEditorProps } from './ContentEditor';
import { clearable } from '~/components/clearable';

/** The image field the route supplies (the uploads feature's ImageUpload with the staff image kind). */
export type RenderImage = (p: { id: string; label: string; value: string; onChange: (url: string) => void; onBusyChange: (busy: boolean) => void }) => ReactNode;
/** Sends one image for the rich text; the address, or null when refused (already said). */
export type UploadImage = (file: File) => Promise<string | null>;

type Values = Record<string, string | number | null | undefined>;

const loadEditor = () => import('./ContentEditor');
const EDITOR_LOAD_FAILED = '编辑器加载失败，请检查网络后重试';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type FormProps = {
  kind: ContentKind;
  item: ContentAdminDetail | undefined;
  options: ContentOptions;
  renderImage: RenderImage;
  uploadImage: UploadImage;
  onCancel: () => void;
  onSaved: () => void;
};

/** The select's choices: fixed, or the categories the server listed (second-level tech ones under the first chosen). */
function choices(field: ContentField, options: ContentOptions, values: Values) {
  const from = field.options;
  if (from === undefined) return [];
  if (typeof from !== 'string') return from.map((o) => ({ value: o.value, label: o.label }));
  if (from === 'tech2') return options.tech2.filter((o) => o.parent === values.first_id).map((o) => ({ value: o.value, label: o.label }));
  return options[from];
}

/** 新建 (a draft) or 编辑 an item of a kind, from the kind's fields; checked with the server's contract before sending. */
function ContentForm({ kind, item, options, renderImage, uploadImage, onCancel, onSaved }: FormProps) {
  const { message } = App.useApp();
  const def = CONTENT_KINDS[kind];
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const [sending, setSending] = useState(false);
  const [imageBusy, setImageBusy] = useState(false);
  const [editorBusy, setEditorBusy] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [Editor, setEditor] = useState<ComponentType<ContentEditorProps> | null>(null);
  const [content, setContent] = useState(String(item?.fields.content ?? ''));
  const baseline = useEditorBaseline(setContent);
  const cancel = useDiscardGuard(() => form.isFieldsTouched() || baseline.changed(content), onCancel);

  useEffect(() => {
    loadEditor()
      .then((m) => setEditor(() => m.ContentEditor))
      .catch(() => void message.error(EDITOR_LOAD_FAILED, ERROR_SECONDS));
  }, []);

  const submit = async () => {
    const raw = form.getFieldsValue(true) as Values;
    const fields = Object.fromEntries(
      def.fields.filter((f) => f.type !== 'rich').map((f) => {
        const v = raw[f.name];
        if (f.type === 'datetime') return [f.name, v ? dayjs(String(v)).format(TIME_FORMAT) : undefined];
        return [f.name, v === null ? undefined : v];
      }),
    );
    const body = { kind, ...(item ? { id: item.id } : {}), ...fields, content };
    const checked = contentSaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    form.setFields(def.fields.filter((f) => f.type !== 'rich').map((f) => ({ name: f.name, errors: errors[f.name] ? [errors[f.name]!] : [] })));
    if (!checked.success) {
      if (errors.content || errors.kind) setServerError(errors.content ?? errors.kind ?? null);
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      const res = await contentAdminApi(kind).save(body);
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) setServerError(err.message);
    } finally {
      setSending(false);
    }
  };

  const initial: Values = Object.fromEntries(def.fields.map((f) => [f.name, item?.fields[f.name] ?? (f.type === 'number' || f.type === 'select' ? undefined : '')]));
  if (initial.active_time) initial.active_time = String(initial.active_time);

  // Form.Item gives each control the id its label points at.
  const input = (f: ContentField) => {
    switch (f.type) {
      case 'textarea':
        return <Input.TextArea maxLength={f.max} rows={3} showCount />;
      case 'number':
        return <InputNumber min={0} style={{ width: '100%' }} />;
      case 'money':
        return <Input inputMode="decimal" suffix="元" />;
      case 'datetime':
        return <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} style={{ width: '100%' }} placeholder="选择时间" />;
      case 'select':
        return <Select options={choices(f, options, values)} placeholder={`请选择${f.label}`} allowClear={f.required ? false : clearable} aria-label={f.label} />;
      default:
        return <Input maxLength={f.max} />;
    }
  };

  return (
    <Form<Values>
      form={form}
      name={`content-form-${kind}`}
      layout="vertical"
      initialValues={{ ...initial, ...(initial.active_time ? { active_time: dayjs(String(initial.active_time)) } : {}) }}
      onValuesChange={(changed: Values) => {
        setServerError(null);
        if ('first_id' in changed) form.setFieldValue('second_id', undefined);
      }}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={s.alert} type="error" showIcon title={serverError} role="alert" />}
      {def.fields.map((f) => {
        if (f.type === 'rich') {
          return (
            <Form.Item key={f.name} label={f.label} extra="保存时服务器会清除脚本、内嵌框架和外站图片；图片请用工具栏上传（JPG，5 MB 以内）。">
              {Editor ? (
                <Editor initialHtml={String(item?.fields.content ?? '')} onReady={baseline.onReady} onChange={setContent} uploadImage={uploadImage} onUploadingChange={setEditorBusy} label={`${def.label}正文`} />
              ) : (
                <Spin />
              )}
            </Form.Item>
          );
        }
        if (f.type === 'image') {
          return (
            <Form.Item key={f.name} name={f.name} label={f.label} extra={f.help}>
              <ImageField label={f.label} render={renderImage} onBusy={setImageBusy} />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} extra={f.help}>
            {input(f)}
          </Form.Item>
        );
      })}
      <p className={s.muted}>{item ? '修改已发布的内容不会改变其发布时间。' : '新建的内容先保存为草稿，在列表中发布。'}</p>
      <div className={s.buttons}>
        <Button onClick={cancel} disabled={sending}>取消</Button>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending || imageBusy || editorBusy > 0}>{item ? '保存' : '保存草稿'}</Button>
      </div>
    </Form>
  );
}

/** Bridges Form.Item's id, value and onChange to the route's image upload. */
function ImageField(props: { label: string; render: RenderImage; onBusy: (busy: boolean) => void; id?: string; value?: string; onChange?: (v: string) => void }) {
  const { id = 'content-image', label, render, onBusy, value, onChange } = props;
  return <>{render({ id, label, value: value ?? '', onChange: (url) => onChange?.(url), onBusyChange: onBusy })}</>;
}

type Props = Omit<FormProps, 'item' | 'onCancel'> & { target: { id?: number } | null; onClose: () => void };

/** 新建 / 编辑 in a drawer (the item read fresh with content_detail), full width on phones. */
export function ContentFormDrawer({ target, onClose, kind, ...rest }: Props) {
  const [item, setItem] = useState<ContentAdminDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setItem(null);
    setFailed(null);
    if (!target?.id) return;
    contentAdminApi(kind)
      .detail(target.id)
      .then((res) => setItem(res.data))
      .catch((err: unknown) => setFailed(err instanceof ApiError ? err.message : '加载失败'));
  }, [target?.id, kind]);
  const ready = target && (!target.id || item);
  const noun = CONTENT_KINDS[kind].label;
  return (
    <FormDrawer open={target !== null} title={target?.id ? `编辑${noun}` : `新建${noun}`} onClose={onClose} size="min(760px, 100vw)">
      {failed && <Alert type="error" showIcon title={failed} role="alert" />}
      {!failed && target && !ready && <Spin />}
      {ready && <ContentForm key={`${kind}-${target.id ?? 'new'}`} kind={kind} item={item ?? undefined} onCancel={onClose} {...rest} />}
    </FormDrawer>
  );
}
