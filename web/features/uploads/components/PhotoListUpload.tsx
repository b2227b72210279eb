import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { UploadKind, UploadResult } from '@shared/contracts/uploads';
import { admitFile, sendFile, storedFile, UploadBox } from './UploadBox';

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
  const controllers = useRef(new Map<string, AbortController>());
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

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (count.current + batch.indexOf(file) >= max) {
      // Said once per choice, for its first file over the limit.
      if (count.current + batch.indexOf(file) === max) void message.error(tooMany, 5);
      return Upload.LIST_IGNORE;
    }
    return admitFile(file, (refusal) => void message.error(refusal, 5));
  };

  const customRequest: UploadProps['customRequest'] = (request) => {
    const uid = (request.file as UploadFile).uid;
    const ctrl = new AbortController();
    controllers.current.set(uid, ctrl);
    void sendFile(kind, request, ctrl).finally(() => controllers.current.delete(uid));
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) =>
    setFiles(fileList.slice(0, max).map((f, i) => storedFile(f, `${label} ${i + 1}`)));

  const onRemove = (file: UploadFile) => {
    controllers.current.get(file.uid)?.abort();
    controllers.current.delete(file.uid);
    return true;
  };

  return (
    <UploadBox
      field={{ id, kind, label, describedBy, disabled }}
      files={files}
      room={files.length < max}
      handlers={{ multiple: true, maxCount: max, beforeUpload, customRequest, onChange: handleChange, onRemove }}
    />
  );
}
