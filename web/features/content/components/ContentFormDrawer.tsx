import { Alert, Form } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  CONTENT_KINDS,
  contentSaveBody,
  type ContentAdminDetail,
  type ContentKind,
  type ContentOptions,
} from '@shared/contracts/content-admin';
import { BodyField, DraftFormEnd } from '~/components/DraftForm';
import { EditDrawer } from '~/components/EditDrawer';
import { useDiscardGuard, useEditorBaseline } from '~/components/FormDrawer';
import { useBodyEditor } from '~/components/useBodyEditor';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { contentAdminApi } from '../api/content-admin';
import admin from '~/components/AdminPage.module.css';
import draft from '~/components/DraftForm.module.css';
import { fieldInput, ImageField, initialValues, plainFields, type RenderImage, type Values } from './ContentFormDrawer.fields';

export type { RenderImage } from './ContentFormDrawer.fields';
/** Sends one image for the rich text; the address, or null when refused (already said). */
export type UploadImage = (file: File) => Promise<string | null>;

type FormProps = {
  kind: ContentKind;
  item: ContentAdminDetail | undefined;
  options: ContentOptions;
  renderImage: RenderImage;
  uploadImage: UploadImage;
  onCancel: () => void;
  onSaved: () => void;
};

/** 新建 (a draft) or 编辑 an item of a kind, from the kind's fields; checked with the server's contract before sending. */
function ContentForm({ kind, item, options, renderImage, uploadImage, onCancel, onSaved }: FormProps) {
  const def = CONTENT_KINDS[kind];
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? {};
  const { sending, serverError, setServerError, send } = useSaveForm();
  const [imageBusy, setImageBusy] = useState(false);
  const [editorBusy, setEditorBusy] = useState(0);
  const Editor = useBodyEditor();
  const [content, setContent] = useState(String(item?.fields.content ?? ''));
  const baseline = useEditorBaseline(setContent);
  const cancel = useDiscardGuard(() => form.isFieldsTouched() || baseline.changed(content), onCancel);

  const submit = async () => {
    const body = { kind, ...(item ? { id: item.id } : {}), ...plainFields(def.fields, form.getFieldsValue(true) as Values), content };
    const checked = contentSaveBody.safeParse(body);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    showFieldErrors(
      form,
      errors,
      def.fields.filter((f) => f.type !== 'rich').map((f) => f.name),
    );
    if (!checked.success) {
      if (errors.content || errors.kind) setServerError(errors.content ?? errors.kind ?? null);
      return;
    }
    await send(() => contentAdminApi(kind).save(body), onSaved);
  };

  const initial = initialValues(def.fields, item);
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
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      {def.fields.map((f) => {
        if (f.type === 'rich') {
          return (
            <BodyField
              key={f.name}
              Editor={Editor}
              itemLabel={f.label}
              initialHtml={String(item?.fields.content ?? '')}
              onReady={baseline.onReady}
              onChange={setContent}
              uploadImage={uploadImage}
              onUploadingChange={setEditorBusy}
              label={`${def.label}正文`}
              placeholder="请输入正文"
              testId="content-editor"
            />
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
            {fieldInput(f, options, values)}
          </Form.Item>
        );
      })}
      <DraftFormEnd
        editing={!!item}
        noun="内容"
        sending={sending}
        busy={imageBusy || editorBusy > 0}
        onCancel={cancel}
        classNames={draft}
      />
    </Form>
  );
}

type Props = Omit<FormProps, 'item' | 'onCancel'> & { target: { id?: number } | null; onClose: () => void };

/** 新建 / 编辑 in a drawer (the item read fresh with content_detail), full width on phones. */
export function ContentFormDrawer({ target, onClose, kind, ...rest }: Props) {
  const noun = CONTENT_KINDS[kind].label;
  return (
    <EditDrawer
      target={target}
      load={(id) => contentAdminApi(kind).detail(id)}
      loadKey={kind}
      title={target?.id ? `编辑${noun}` : `新建${noun}`}
      onClose={onClose}
      size="min(760px, 100vw)"
    >
      {(item) => <ContentForm key={`${kind}-${target?.id ?? 'new'}`} kind={kind} item={item} onCancel={onClose} {...rest} />}
    </EditDrawer>
  );
}
