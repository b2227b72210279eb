import { HistoryOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input } from 'antd';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_HINTS,
  FEEDBACK_MAX_PHOTOS,
  FEEDBACK_MSG,
  FEEDBACK_TITLE_MAX,
  type FeedbackItem,
} from '@shared/contracts/feedback';
import { paths } from '~/config/paths';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { FieldErrors } from '~/lib/form-errors';
import type { ListPage } from '~/lib/list-load.server';
import { submitFeedback } from '../api/feedback-calls';
import {
  AFTER_SUBMIT_MS,
  checkBeforeSubmit,
  emptyFeedbackForm,
  formErrors,
  type FeedbackForm,
} from '../feedback-form';
import s from './Feedback.module.css';
import { FeedbackRecords } from './FeedbackRecords';

/** What the page hands the photo control (composed in the route from the uploads feature). */
export type PhotosFieldProps = {
  id: string;
  kind: 'feedback';
  label: string;
  max: number;
  tooMany: string;
  onChange: (urls: string[]) => void;
  onBusyChange: (uploading: number) => void;
  disabled: boolean;
  describedBy?: string;
};

type Props = {
  /** The records dialog's first page (loaded with the page). */
  records: ListPage<FeedbackItem>;
  renderPhotos: (props: PhotosFieldProps) => ReactNode;
};

const FIELD_ORDER = ['title', 'content', 'file'] as const;
const idOf = (field: string) => `feedback-${field}`;

/**
 * /service (spec §2, §5): 提出需求 — 标题, 简述 and photos, with the spec's hints; checked with the contract the
 * server uses ('请输入标题', '请输入简述'); refused while a photo is uploading (spec §8); '提交成功' for 1 s, then
 * /service_list after 0.8 s. 需求记录 opens the company's requests.
 */
export function FeedbackRequest({ records, renderPhotos }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form, setForm] = useState<FeedbackForm>(emptyFeedbackForm);
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [recordsOpen, setRecordsOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Messages appear after the first attempt, then follow every change.
  const errors: FieldErrors = attempted ? formErrors(form) : {};

  const setPhotos = useCallback((photos: string[]) => setForm((f) => ({ ...f, photos })), []);
  const describedBy = (field: string, hint?: boolean) =>
    errors[field] ? `${idOf(field)}-error` : hint ? `${idOf(field)}-hint` : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setAttempted(true);
    const check = checkBeforeSubmit(form, uploading);
    if (!check.ok) {
      if ('wait' in check) void message.warning(check.wait, 5);
      else {
        const first = FIELD_ORDER.find((f) => check.errors[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
      }
      return;
    }
    setSending(true);
    try {
      const msg = await submitFeedback(check.payload);
      void message.success(msg || FEEDBACK_MSG.submitted, FORM_SUCCESS_SECONDS);
      // The button stays disabled until the page moves on (no second submission).
      window.setTimeout(() => void navigate(paths.personal.serviceList), AFTER_SUBMIT_MS);
    } catch {
      // The API client has shown the server's message.
      setSending(false);
    }
  };

  return (
    <>
      <div className={s.bar}>
        <h2 className={s.heading}>提出需求</h2>
        <Button icon={<HistoryOutlined />} onClick={() => setRecordsOpen(true)}>
          需求记录
        </Button>
      </div>
      <div className={s.hints}>
        <Alert
          type="info"
          showIcon
          title="温馨提示"
          description={
            <ul>
              {FEEDBACK_HINTS.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          }
        />
      </div>
      <form
        ref={formRef}
        className={s.form}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="提出需求"
      >
        <div className={s.field}>
          <label htmlFor={idOf('title')} className={s.label}>
            标题
            <span className={s.required} aria-hidden>
              {' '}
              *
            </span>
          </label>
          <Input
            id={idOf('title')}
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
            placeholder="例如：1601室空调不制冷、借用3楼培训室"
            maxLength={FEEDBACK_TITLE_MAX}
            showCount
            size="large"
            status={errors.title ? 'error' : undefined}
            aria-invalid={Boolean(errors.title) || undefined}
            aria-required
            aria-describedby={describedBy('title')}
          />
          {errors.title && (
            <p id={`${idOf('title')}-error`} className={s.error}>
              {errors.title}
            </p>
          )}
        </div>
        <div className={s.field}>
          <label htmlFor={idOf('content')} className={s.label}>
            简述
            <span className={s.required} aria-hidden>
              {' '}
              *
            </span>
          </label>
          <Input.TextArea
            id={idOf('content')}
            value={form.content}
            onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            placeholder="请描述需要处理的问题或需求：位置、现象；借用会议室请写明名称、时间和时长"
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            status={errors.content ? 'error' : undefined}
            aria-invalid={Boolean(errors.content) || undefined}
            aria-required
            aria-describedby={describedBy('content')}
          />
          {errors.content && (
            <p id={`${idOf('content')}-error`} className={s.error}>
              {errors.content}
            </p>
          )}
        </div>
        <div className={s.field}>
          <label htmlFor={idOf('file')} className={s.label}>
            照片<span className={s.optional}>（选填）</span>
          </label>
          {renderPhotos({
            id: idOf('file'),
            kind: 'feedback',
            label: '照片',
            max: FEEDBACK_MAX_PHOTOS,
            tooMany: FEEDBACK_MSG.tooManyPhotos,
            onChange: setPhotos,
            onBusyChange: setUploading,
            disabled: sending,
            describedBy: describedBy('file', true),
          })}
          {errors.file ? (
            <p id={`${idOf('file')}-error`} className={s.error}>
              {errors.file}
            </p>
          ) : (
            <p id={`${idOf('file')}-hint`} className={s.hint}>
              仅支持 JPG 格式，单张小于 5MB，最多 {FEEDBACK_MAX_PHOTOS} 张；照片仅园区工作人员可见。
            </p>
          )}
        </div>
        <div className={s.actions}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            icon={<SendOutlined />}
            loading={sending}
            disabled={sending}
          >
            提交
          </Button>
        </div>
      </form>
      <FeedbackRecords open={recordsOpen} onClose={() => setRecordsOpen(false)} first={records} />
    </>
  );
}
