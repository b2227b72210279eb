import { Alert, App, Button, Form, Input, Select, Spin } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { POLICY_CATEGORIES } from '@shared/contracts/articles';
import { POLICY_FILE_MAX_BYTES, POLICY_LIMITS, POLICY_MSG, policySaveBody, type PolicyAdminDetail } from '@shared/contracts/policies-admin';
import type { PolicyFile } from '@shared/contracts/articles';
import { FormDrawer, useDiscardGuard, useEditorBaseline } from '~/components/FormDrawer';
import { ApiError } from '~/lib/api';
import { ERROR_SECONDS, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { fieldErrors } from '~/lib/form-errors';
import { policyAdminApi, uploadPolicyFile } from '../api/policies-admin';
import s from './PolicyAdmin.module.css';

type EditorProps = {
  initialHtml: string;
  onReady: (html: string) => void;
  onChange: (html: string) => void;
  uploadImage: UploadImage;
  onUploadingChange: (count: number) => void;
};
/** Sends one image for the body; its address, or null when refused (already said). */
export type UploadImage = (file: File) => Promise<string | null>;
const loadEditor = () => import('./PolicyContentEditor');
const EDITOR_LOAD_FAILED = '编辑器加载失败，请检查网络后重试';

type Values = { title: string; category: number | undefined; summary: string; small_title: string; small_title1: string; source: string };
const FIELDS = ['title', 'category', 'summary', 'small_title', 'small_title1', 'source', 'content'] as const;
const CATEGORY_OPTIONS = POLICY_CATEGORIES.filter((c) => c.value > 0).map((c) => ({ value: c.value, label: c.label }));

type FormProps = { item: PolicyAdminDetail | undefined; uploadImage: UploadImage; onCancel: () => void; onSaved: () => void };

/** 新建 (a draft) or 编辑 a policy; checked with the server's contract before it is sent, the body cleaned on the server. */
function PolicyForm({ item, uploadImage, onCancel, onSaved }: FormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [content, setContent] = useState(item?.content ?? '');
  const [files, setFiles] = useState<PolicyFile[]>(item?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [imagesUploading, setImagesUploading] = useState(0);
  const baseline = useEditorBaseline(setContent);
  const [initialFiles] = useState(files);
  const cancel = useDiscardGuard(() => form.isFieldsTouched() || baseline.changed(content) || files !== initialFiles, onCancel);

  const addFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > POLICY_FILE_MAX_BYTES) return void message.error(POLICY_MSG.fileTooLarge, ERROR_SECONDS);
    setUploading(true);
    try {
      const up = await uploadPolicyFile(file);
      setFiles((list) => [...list, { file_name: up.file_name, file_href: up.file_href }]);
    } catch {
      // The server's message has been shown.
    } finally {
      setUploading(false);
    }
  };

  useEffect(() => {
    loadEditor()
      .then((m) => setEditor(() => m.PolicyContentEditor))
      .catch(() => void message.error(EDITOR_LOAD_FAILED, ERROR_SECONDS));
  }, []);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body = { ...(item ? { id: item.id } : {}), ...values, category: values.category ?? 0, content, files };
    const checked = policySaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    form.setFields(FIELDS.filter((f) => f !== 'content').map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    if (!checked.success) {
      if (errors.content) setServerError(errors.content);
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      const res = await policyAdminApi.save(body);
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) setServerError(err.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="policy-form"
      layout="vertical"
      initialValues={{
        title: item?.title ?? '', category: item?.category, summary: item?.summary ?? '', small_title: item?.small_title ?? '',
        small_title1: item?.small_title1 ?? '', source: item?.source ?? '',
      }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={s.alert} type="error" showIcon title={serverError} role="alert" />}
      <Form.Item name="title" label="标题" required>
        <Input maxLength={POLICY_LIMITS.title} />
      </Form.Item>
      <Form.Item name="category" label="分类" required>
        <Select options={CATEGORY_OPTIONS} placeholder="请选择政策分类" aria-label="分类" />
      </Form.Item>
      <Form.Item name="small_title" label="副标题一" extra="如：发文机关">
        <Input maxLength={POLICY_LIMITS.subtitle} />
      </Form.Item>
      <Form.Item name="small_title1" label="副标题二" extra="如：发文字号">
        <Input maxLength={POLICY_LIMITS.subtitle} />
      </Form.Item>
      <Form.Item name="source" label="来源">
        <Input maxLength={POLICY_LIMITS.source} />
      </Form.Item>
      <Form.Item name="summary" label="摘要">
        <Input.TextArea maxLength={POLICY_LIMITS.summary} rows={3} showCount />
      </Form.Item>
      <Form.Item label="正文" extra="保存时服务器会清除脚本、内嵌框架和外站图片；图片请用工具栏上传（JPG，5 MB 以内）。">
        {Editor ? <Editor initialHtml={item?.content ?? ''} onReady={baseline.onReady} onChange={(h) => setContent(h)} uploadImage={uploadImage} onUploadingChange={setImagesUploading} /> : <Spin />}
      </Form.Item>
      <Form.Item label="附件" extra={`PDF、Word（.doc、.docx）或 Excel（.xls、.xlsx），每个不超过 ${POLICY_FILE_MAX_BYTES / 1024 / 1024} MB；政策发布后公众可下载。`}>
        {files.length > 0 && (
          <ul className={s.files}>
            {files.map((f) => (
              <li key={f.file_href}>
                {f.file_name}{' '}
                <Button type="link" size="small" danger onClick={() => setFiles((list) => list.filter((x) => x.file_href !== f.file_href))} aria-label={`移除附件 ${f.file_name}`}>移除</Button>
              </li>
            ))}
          </ul>
        )}
        <input
          type="file"
          aria-label="上传附件"
          accept=".pdf,.doc,.docx,.xls,.xlsx"
          disabled={uploading}
          onChange={(e) => {
            void addFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {uploading && <Spin size="small" />}
      </Form.Item>
      <p className={s.muted}>{item ? '修改已发布的政策不会改变其发布时间。' : '新建的政策先保存为草稿，在列表中发布。'}</p>
      <div className={s.buttons}>
        <Button onClick={cancel} disabled={sending}>取消</Button>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending || uploading || imagesUploading > 0}>{item ? '保存' : '保存草稿'}</Button>
      </div>
    </Form>
  );
}

type Props = { target: { id?: number } | null; uploadImage: UploadImage; onClose: () => void; onSaved: () => void };

/** 新建政策 / 编辑政策 in a drawer (the item read fresh with policy_detail), full width on phones. */
export function PolicyFormDrawer({ target, uploadImage, onClose, onSaved }: Props) {
  const [item, setItem] = useState<PolicyAdminDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    setItem(null);
    setFailed(null);
    if (!target?.id) return;
    policyAdminApi
      .detail(target.id)
      .then((res) => setItem(res.data))
      .catch((err: unknown) => setFailed(err instanceof ApiError ? err.message : '加载失败'));
  }, [target?.id]);
  const ready = target && (!target.id || item);
  return (
    <FormDrawer open={target !== null} title={target?.id ? '编辑政策' : '新建政策'} onClose={onClose} size="min(760px, 100vw)">
      {failed && <Alert type="error" showIcon title={failed} role="alert" />}
      {!failed && target && !ready && <Spin />}
      {ready && <PolicyForm key={target.id ?? 'new'} item={item ?? undefined} uploadImage={uploadImage} onCancel={onClose} onSaved={onSaved} />}
    </FormDrawer>
  );
}
