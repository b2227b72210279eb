import { App, Button, Spin } from 'antd';
import { useState } from 'react';
import type { PolicyFile } from '@shared/contracts/articles';
import { POLICY_FILE_MAX_BYTES, POLICY_MSG } from '@shared/contracts/policies-admin';
import { ERROR_SECONDS } from '~/lib/feedback';
import { uploadPolicyFile } from '../api/policies-admin';
import s from './PolicyFilesField.module.css';

type Props = {
  files: PolicyFile[];
  onChange: (change: (files: PolicyFile[]) => PolicyFile[]) => void;
  onBusyChange: (busy: boolean) => void;
};

/** A policy's attachments: the list with 移除, and a file chooser that uploads one at a time (size checked first). */
export function PolicyFilesField({ files, onChange, onBusyChange }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const busy = (b: boolean) => {
    setUploading(b);
    onBusyChange(b);
  };

  const addFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > POLICY_FILE_MAX_BYTES) return void message.error(POLICY_MSG.fileTooLarge, ERROR_SECONDS);
    busy(true);
    try {
      const up = await uploadPolicyFile(file);
      onChange((list) => [...list, { file_name: up.file_name, file_href: up.file_href }]);
    } catch {
      // The server's message has been shown.
    } finally {
      busy(false);
    }
  };

  return (
    <>
      {files.length > 0 && (
        <ul className={s.files}>
          {files.map((f) => (
            <li key={f.file_href}>
              {f.file_name}{' '}
              <Button
                type="link"
                size="small"
                danger
                onClick={() => onChange((list) => list.filter((x) => x.file_href !== f.file_href))}
                aria-label={`移除附件 ${f.file_name}`}
              >
                移除
              </Button>
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
    </>
  );
}
