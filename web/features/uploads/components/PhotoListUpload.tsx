import { PlusOutlined } from '@ant-design/icons';
import { App, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind, UploadResult } from '@shared/contracts/uploads';
import { localFileUrl, upload, UploadAborted } from '~/lib/upload';
import { checkUploadFile, JPEG_ACCEPT } from '../upload-checks';
import { markDisabledBox, openOnSpace } from '../upload-keys';
import s from './ImageUpload.module.css';

export type PhotoListUploadProps = {
  id: string;
  kind: UploadKind;
  /** Names the field in the button and the thumbnails' alt text (照片 …). */
  label: string;
  /** At most this many photos. */
  max: number;
  /** Said when a choice would go past `max`. */
  tooMany: string;
  /** The stored photos' addresses (`url` of each upload answer), in the order chosen. */
  onChange: (urls: string[]) => void;
  /** How many files are still being sent, so the form can refuse to submit (spec §8 wait message). */
  onBusyChange: (uploading: number) => void;
  disabled?: boolean;
  describedBy?: string;
};

const doneUrl = (f: UploadFile): string => (f.status === 'done' ? ((f.response as UploadResult | undefined)?.url ?? '') : '');

/**
 * Several images for one form (a service request's photos): each checked before sending (JPEG, under 5 MB, spec
 * §5), sent at once with its own progress, then shown from the address the server gave it. Removing a photo
 * mid-upload stops sending it.
 */
export function PhotoListUpload({ id, kind, label, max, tooMany, onChange, onBusyChange, disabled, describedBy }: PhotoListUploadProps) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const wrap = useRef<HTMLDivElement>(null);
  // No deps: antd may draw the box anew on any render.
  useEffect(() => markDisabledBox(wrap.current, Boolean(disabled)));
  const count = useRef(0);
  count.current = files.length;

  // The form hears of every change of the list (callbacks kept in a ref: a new function each render must not loop).
  const report = useRef({ onChange, onBusyChange });
  report.current = { onChange, onBusyChange };
  useEffect(() => {
    report.current.onChange(files.map(doneUrl).filter(Boolean));
    report.current.onBusyChange(files.filter((f) => f.status === 'uploading').length);
  }, [files]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    if (count.current + batch.indexOf(file) >= max) {
      // Said once per choice, for its first file over the limit.
      if (count.current + batch.indexOf(file) === max) void message.error(tooMany, 5);
      return Upload.LIST_IGNORE;
    }
    const refusal = await checkUploadFile(file);
    if (refusal) {
      void message.error(refusal, 5);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const uid = (file as UploadFile).uid;
    const ctrl = new AbortController();
    controllers.current.set(uid, ctrl);
    upload(kind, file as Blob, { signal: ctrl.signal, onProgress: (percent) => onProgress?.({ percent }) })
      .then((result) => onSuccess?.(result))
      .catch((err: Error) => {
        if (!(err instanceof UploadAborted)) onError?.(err);
      })
      .finally(() => controllers.current.delete(uid));
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    setFiles(
      fileList.slice(0, max).map((f, i): UploadFile => {
        const res = f.response as UploadResult | undefined;
        // Once stored, the thumbnail comes from the server's copy (metadata removed), not the local file.
        if (f.status !== 'done' || !res?.url) return f;
        const url = localFileUrl(res.url);
        return { ...f, name: `${label} ${i + 1}`, url, thumbUrl: url };
      }),
    );
  };

  const onRemove = (file: UploadFile) => {
    controllers.current.get(file.uid)?.abort();
    controllers.current.delete(file.uid);
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
        multiple
        maxCount={max}
        fileList={files}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={onRemove}
        onPreview={(f) => setPreview(f.url || f.thumbUrl || null)}
        locale={{ uploading: '上传中', uploadError: '上传失败', removeFile: `删除${label}`, previewFile: `预览${label}` }}
      >
        {files.length < max && (
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
