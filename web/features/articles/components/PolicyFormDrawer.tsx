import { Alert, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { POLICY_CATEGORIES, type PolicyFile } from '@shared/contracts/articles';
import { POLICY_FILE_MAX_BYTES, POLICY_LIMITS, policySaveBody, type PolicyAdminDetail } from '@shared/contracts/policies-admin';
import { BodyField, DraftFormEnd } from '~/components/DraftForm';
import { EditDrawer } from '~/components/EditDrawer';
import { useDiscardGuard, useEditorBaseline } from '~/components/FormDrawer';
import { useBodyEditor } from '~/components/useBodyEditor';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { policyAdminApi } from '../api/policies-admin';
import admin from '~/components/AdminPage.module.css';
import draft from '~/components/DraftForm.module.css';
import { PolicyFilesField } from './PolicyFilesField';

/** Sends one image for the body; its address, or null when refused (already said). */
export type UploadImage = (file: File) => Promise<string | null>;

type Values = { title: string; category: number | undefined; summary: string; small_title: string; small_title1: string; source: string };
const FIELDS = ['title', 'category', 'summary', 'small_title', 'small_title1', 'source'] as const;
const CATEGORY_OPTIONS = POLICY_CATEGORIES.filter((c) => c.value > 0).map((c) => ({ value: c.value, label: c.label }));

type FormProps = { item: PolicyAdminDetail | undefined; uploadImage: UploadImage; onCancel: () => void; onSaved: () => void };

/** 新建 (a draft) or 编辑 a policy; checked with the server's contract before it is sent, the body cleaned on the server. */
function PolicyForm({ item, uploadImage, onCancel, onSaved }: FormProps) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const Editor = useBodyEditor();
  const [content, setContent] = useState(item?.content ?? '');
  const [files, setFiles] = useState<PolicyFile[]>(item?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [imagesUploading, setImagesUploading] = useState(0);
  const baseline = useEditorBaseline(setContent);
  const [initialFiles] = useState(files);
  const cancel = useDiscardGuard(() => form.isFieldsTouched() || baseline.changed(content) || files !== initialFiles, onCancel);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const body = { ...(item ? { id: item.id } : {}), ...values, category: values.category ?? 0, content, files };
    const checked = policySaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    showFieldErrors(form, errors, FIELDS);
    if (!checked.success) {
      if (errors.content) setServerError(errors.content);
      return;
    }
    await send(() => policyAdminApi.save(body), onSaved);
  };

  return (
    <Form<Values>
      form={form}
      name="policy-form"
      layout="vertical"
      initialValues={{
        title: item?.title ?? '',
        category: item?.category,
        summary: item?.summary ?? '',
        small_title: item?.small_title ?? '',
        small_title1: item?.small_title1 ?? '',
        source: item?.source ?? '',
      }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
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
      <BodyField
        Editor={Editor}
        itemLabel="正文"
        initialHtml={item?.content ?? ''}
        onReady={baseline.onReady}
        onChange={(h) => setContent(h)}
        uploadImage={uploadImage}
        onUploadingChange={setImagesUploading}
        label="政策正文"
        placeholder="请输入政策正文"
        testId="policy-editor"
      />
      <Form.Item
        label="附件"
        extra={`PDF、Word（.doc、.docx）或 Excel（.xls、.xlsx），每个不超过 ${POLICY_FILE_MAX_BYTES / 1024 / 1024} MB；政策发布后公众可下载。`}
      >
        <PolicyFilesField files={files} onChange={setFiles} onBusyChange={setUploading} />
      </Form.Item>
      <DraftFormEnd
        editing={!!item}
        noun="政策"
        sending={sending}
        busy={uploading || imagesUploading > 0}
        onCancel={cancel}
        classNames={draft}
      />
    </Form>
  );
}

type Props = { target: { id?: number } | null; uploadImage: UploadImage; onClose: () => void; onSaved: () => void };

/** 新建政策 / 编辑政策 in a drawer (the item read fresh with policy_detail), full width on phones. */
export function PolicyFormDrawer({ target, uploadImage, onClose, onSaved }: Props) {
  return (
    <EditDrawer
      target={target}
      load={policyAdminApi.detail}
      title={target?.id ? '编辑政策' : '新建政策'}
      onClose={onClose}
      size="min(760px, 100vw)"
    >
      {(item) => <PolicyForm key={target?.id ?? 'new'} item={item} uploadImage={uploadImage} onCancel={onClose} onSaved={onSaved} />}
    </EditDrawer>
  );
}
