import { App, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind } from '@shared/contracts/uploads';
import type { ImageInput } from '~/components/render-image';
import { localFileUrl } from '~/lib/file-url';
import s from './ImageUpload.module.css';
import { admitFile, sendFile, storedFile, UploadBox } from './UploadBox';

export type ImageUploadProps = ImageInput & {
  kind: UploadKind;
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
  const controller = useRef<AbortController | null>(null);

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

  const beforeUpload: UploadProps['beforeUpload'] = (file) => admitFile(file, (refusal) => void message.error(refusal, 5));

  const customRequest: UploadProps['customRequest'] = (request) => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    onBusyChange(true);
    // The image being replaced no longer counts: a failed replacement leaves the field empty, as it looks.
    onChange('');
    void sendFile(kind, request, ctrl)
      .then((result) => result && onChange(result.url))
      .finally(() => {
        if (controller.current === ctrl) {
          controller.current = null;
          onBusyChange(false);
        }
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => setFiles(fileList.slice(-1).map((f) => storedFile(f, label)));

  const onRemove = () => {
    controller.current?.abort();
    controller.current = null;
    onBusyChange(false);
    onChange('');
    return true;
  };

  return (
    <UploadBox
      field={{ id, kind, label, describedBy, disabled }}
      files={files}
      room={files.length === 0}
      className={invalid ? s.invalid : undefined}
      handlers={{ maxCount: 1, beforeUpload, customRequest, onChange: handleChange, onRemove }}
    />
  );
}
