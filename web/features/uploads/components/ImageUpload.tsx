import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind, UploadResult } from '@shared/contracts/uploads';
import { localFileUrl, upload, UploadAborted } from '~/lib/upload';
import { checkUploadFile, JPEG_ACCEPT } from '../upload-checks';
import { markDisabledBox, openOnSpace } from '../upload-keys';
import s from './ImageUpload.module.css';

export type ImageUploadProps = {
  id: string;
  kind: UploadKind;
  /** Names the field in the button and the thumbnail's alt text (营业执照 …). */
  label: string;
  /** The uploaded image's address (`url` of the upload answer), '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** True while a file is being sent, so the form can refuse to submit (spec §8 wait message). */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

const fromValue = (value: string, label: string): UploadFile[] =>
  value ? [{ uid: `saved-${value}`, name: label, status: 'done', url: localFileUrl(value) }] : [];

/**
 * One image for the settle-in form (spec §5 upload helper): checked before sending (JPEG, under 5 MB),
 * sent with progress, then shown from the address the server gave it (sensitive kinds: /files/{id}, which
 * only the owner and administrators can open).
 */
export function ImageUpload({ id, kind, label, value, onChange, onBusyChange, disabled, invalid, describedBy }: ImageUploadProps) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>(() => fromValue(value, label));
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  // No deps: antd may draw the box anew on any render.
  useEffect(() => markDisabledBox(wrap.current, Boolean(disabled)));

  // The form may change the value from outside (consent withdrawn, prefill): follow it unless a file is on its way.
  useEffect(() => {
    setFiles((current) => {
      const shown = current[0];
      if (shown?.status === 'uploading') return current;
      if (shown?.status === 'done' && shown.url === localFileUrl(value)) return current;
      if (!value && shown?.status === 'error') return current;
      return fromValue(value, label);
    });
  }, [value, label]);

  useEffect(() => () => controller.current?.abort(), []);

  // A field switched off mid-upload (consent withdrawn) stops sending and shows nothing.
  useEffect(() => {
    if (!disabled || !controller.current) return;
    controller.current.abort();
    controller.current = null;
    onBusyChange(false);
    setFiles([]);
  }, [disabled, onBusyChange]);

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    const refusal = await checkUploadFile(file);
    if (refusal) {
      void message.error(refusal, 5);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    onBusyChange(true);
    // The image being replaced no longer counts: a failed replacement leaves the field empty, as it looks.
    onChange('');
    upload(kind, file as Blob, { signal: ctrl.signal, onProgress: (percent) => onProgress?.({ percent }) })
      .then((result) => {
        onSuccess?.(result);
        onChange(result.url);
      })
      .catch((err: Error) => {
        if (!(err instanceof UploadAborted)) onError?.(err);
      })
      .finally(() => {
        if (controller.current === ctrl) {
          controller.current = null;
          onBusyChange(false);
        }
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    const last = fileList.slice(-1).map((f): UploadFile => {
      const res = f.response as UploadResult | undefined;
      // Once stored, the thumbnail comes from the server's copy (metadata removed), not the local file.
      if (f.status !== 'done' || !res?.url) return f;
      const url = localFileUrl(res.url);
      return { ...f, name: label, url, thumbUrl: url };
    });
    setFiles(last);
  };

  const onRemove = () => {
    controller.current?.abort();
    controller.current = null;
    onBusyChange(false);
    onChange('');
    return true;
  };

  return (
    <div ref={wrap} className={s.wrap} data-upload={kind} role="group" aria-label={label} aria-describedby={describedBy} onKeyDown={openOnSpace}>
      <Upload
        id={id}
        accept={JPEG_ACCEPT}
        listType="picture-card"
        // The trigger inside is no control of its own: antd then makes its box a button (role, Tab stop, Enter;
        // Space through openOnSpace), so the field can be reached and opened by keyboard (issue 14).
        hasControlInside={false}
        maxCount={1}
        fileList={files}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={onRemove}
        onPreview={(f) => setPreview(f.url || f.thumbUrl || null)}
        locale={{ uploading: '上传中', uploadError: '上传失败', removeFile: `删除${label}`, previewFile: `预览${label}` }}
        className={invalid ? s.invalid : undefined}
      >
        {files.length === 0 && (
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
