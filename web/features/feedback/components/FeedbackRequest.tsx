import { useState, type ReactNode } from 'react';
import type { FeedbackItem } from '@shared/contracts/feedback';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_HINTS, FEEDBACK_MAX_PHOTOS, FEEDBACK_MSG, FEEDBACK_TITLE_MAX } from '@shared/feedback/rules';
import { Button } from '~/components/Button';
import { Callout } from '~/components/Callout';
import { HistoryIcon, SendIcon } from '~/components/icons/outlined';
import { CountedInput, TextArea } from '~/components/Input';
import { LazyAntd, lazyAntd, useLazyPart } from '~/components/LazyAntd';
import type { ListPage } from '~/lib/list-load.server';
import s from './Feedback.module.css';
import { RequestField } from './RequestField';
import { feedbackFieldId as idOf, useFeedbackRequest } from './useFeedbackRequest';

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

// 需求记录 (antd's Modal, its pager and the request's detail) and antd's providers are chunks of their own, loaded at
// the first click (or when the pointer rests on the button): the form itself loads no antd (issue 34).
const { Component: FeedbackRecords, load } = lazyAntd(() => import('./FeedbackRecords').then((m) => m.FeedbackRecords));

/**
 * /service (spec §2, §5): 提出需求 — 标题, 简述 and photos, with the spec's hints; checked with the contract the
 * server uses ('请输入标题', '请输入简述'); refused while a photo is uploading (spec §8); '提交成功' for 1 s, then
 * /service_list after 0.8 s. 需求记录 opens the company's requests.
 */
export function FeedbackRequest({ records, renderPhotos }: Props) {
  const { form, setForm, errors, sending, formRef, setPhotos, setUploading, describedBy, submit, prepare } = useFeedbackRequest();
  const recordsPart = useLazyPart<'records'>(load);
  const [recordsOpen, setRecordsOpen] = useState(false);

  return (
    <>
      <div className={s.bar}>
        <h2 className={s.heading}>提出需求</h2>
        <Button
          icon={<HistoryIcon />}
          loading={recordsPart.loading !== null}
          onClick={() => recordsPart.open('records', () => setRecordsOpen(true))}
          onMouseEnter={recordsPart.prefetch}
          onFocus={recordsPart.prefetch}
          aria-haspopup="dialog"
        >
          需求记录
        </Button>
      </div>
      <Callout
        className={s.hints}
        type="info"
        title="温馨提示"
        description={
          <ul>
            {FEEDBACK_HINTS.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        }
      />
      <form ref={formRef} className={s.form} onSubmit={(e) => void submit(e)} onFocus={prepare} noValidate aria-label="提出需求">
        <RequestField id={idOf('title')} label="标题" required error={errors.title}>
          <CountedInput
            id={idOf('title')}
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
            placeholder="例如：1601室空调不制冷、借用3楼培训室"
            maxLength={FEEDBACK_TITLE_MAX}
            invalid={Boolean(errors.title)}
            aria-required
            aria-describedby={describedBy('title')}
          />
        </RequestField>
        <RequestField id={idOf('content')} label="简述" required error={errors.content}>
          <TextArea
            id={idOf('content')}
            value={form.content}
            onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            placeholder="请描述需要处理的问题或需求：位置、现象；借用会议室请写明名称、时间和时长"
            maxLength={FEEDBACK_CONTENT_MAX}
            minRows={4}
            maxRows={10}
            invalid={Boolean(errors.content)}
            aria-required
            aria-describedby={describedBy('content')}
          />
        </RequestField>
        <RequestField
          id={idOf('file')}
          label="照片"
          error={errors.file}
          hint={<>仅支持 JPG 格式，单张小于 5MB，最多 {FEEDBACK_MAX_PHOTOS} 张；照片仅园区工作人员可见。</>}
        >
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
        </RequestField>
        <div className={s.actions}>
          <Button variant="primary" type="submit" size="large" icon={<SendIcon />} loading={sending}>
            提交
          </Button>
        </div>
      </form>
      {recordsPart.mounted && (
        <LazyAntd>
          <FeedbackRecords open={recordsOpen} onClose={() => setRecordsOpen(false)} first={records} />
        </LazyAntd>
      )}
    </>
  );
}
