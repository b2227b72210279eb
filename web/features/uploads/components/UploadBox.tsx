import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind, UploadResult } from '@shared/contracts/uploads';
import { localFileUrl } from '~/lib/file-url';
import { upload, UploadAborted } from '~/lib/upload';
import { checkUploadFile, JPEG_ACCEPT } from '../upload-checks';
import { markDisabledBox, openOnSpace, takeEarlyChoice } from '../upload-keys';
import s from './ImageUpload.module.css';

/** A file once stored: its thumbnail comes from the server's copy (metadata removed), not the local file. */
export function storedFile(f: UploadFile, name: string): UploadFile {
  const res = f.response as UploadResult | undefined;
  if (f.status !== 'done' || !res?.url) return f;
  const url = localFileUrl(res.url);
  return { ...f, name, url, thumbUrl: url };
}

/** Checks a chosen file before it is sent (JPEG, under 5 MB); a refused one is said (5 s) and left out of the list. */
export async function admitFile(file: Blob, say: (refusal: string) => void): Promise<true | typeof Upload.LIST_IGNORE> {
  const refusal = await checkUploadFile(file);
  if (!refusal) return true;
  say(refusal);
  return Upload.LIST_IGNORE;
}

type Request = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** Sends one chosen file with its progress; a stop (`ctrl` aborted) is no failure. */
export function sendFile(kind: UploadKind, { file, onProgress, onSuccess, onError }: Request, ctrl: AbortController) {
  return upload(kind, file as Blob, { signal: ctrl.signal, onProgress: (percent) => onProgress?.({ percent }) })
    .then((result) => {
      onSuccess?.(result);
      return result;
    })
    .catch((err: Error) => {
      if (!(err instanceof UploadAborted)) onError?.(err);
      return null;
    });
}

/** The field the box stands for: its control's id, the kind of upload, its name, its description, whether it is off. */
export type UploadField = { id: string; kind: UploadKind; label: string; describedBy?: string; disabled?: boolean };

type Props = {
  field: UploadField;
  files: UploadFile[];
  /** Whether the 上传… box shows (room for another file). */
  room: boolean;
  className?: string;
  handlers: Pick<UploadProps, 'multiple' | 'maxCount' | 'beforeUpload' | 'customRequest' | 'onChange' | 'onRemove'>;
};

/**
 * The upload field's box (antd's picture cards): JPEG only, opened by click, Enter or Space, its thumbnails
 * previewed in a viewer; a disabled box is marked for assistive technology. ImageUpload and PhotoListUpload give it
 * their files and what choosing, sending and removing do.
 */
export function UploadBox({ field, files, room, className, handlers }: Props) {
  const { id, kind, label, describedBy, disabled } = field;
  const [preview, setPreview] = useState<string | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  // No deps: antd may draw the box anew on any render.
  useEffect(() => markDisabledBox(wrap.current, Boolean(disabled)));
  useEffect(() => takeEarlyChoice(wrap.current), []);
  return (
    <div
      ref={wrap}
      className={s.wrap}
      data-upload={kind}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={openOnSpace}
    >
      <Upload
        id={id}
        accept={JPEG_ACCEPT}
        listType="picture-card"
        // The trigger inside is no control of its own: antd then makes its box a button (role, Tab stop, Enter;
        // Space through openOnSpace), so the field can be reached and opened by keyboard (issue 14).
        hasControlInside={false}
        {...handlers}
        fileList={files}
        disabled={disabled}
        onPreview={(f) => setPreview(f.url || f.thumbUrl || null)}
        locale={{ uploading: '上传中', uploadError: '上传失败', removeFile: `删除${label}`, previewFile: `预览${label}` }}
        className={className}
      >
        {room && (
          <div className={s.trigger}>
            <PlusOutlined aria-hidden />
            <span>上传{label}</span>
          </div>
        )}
      </Upload>
      {preview && (
        <Image
          alt={label}
          src={preview}
          style={{ display: 'none' }}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </div>
  );
}
