import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Form, Select } from 'antd';
import { useRef, useState } from 'react';
import type { ImportReport } from '@shared/contracts/imports';
import { IMPORT_MSG, IMPORT_TARGET_LABEL, type ImportTarget } from '@shared/imports/rules';
import { ApiError } from '~/lib/api';
import { UploadAborted } from '~/lib/upload';
import { checkImport } from '../api/import-calls';
import { fileProblem, IMPORT_RULES, TARGET_OPTIONS, templateHref } from '../import-view';
import s from './Imports.module.css';

type Props = {
  /** The check's report (nothing has been written yet). */
  onChecked: (report: ImportReport) => void;
};

/**
 * 导入数据: what the file holds, its template, the rules in one line, and the file sent to the check (import_check,
 * multipart). A file that is not .xlsx or is too large is named here before it is sent; the server's refusal (not an
 * Excel file, too many rows, a missing column) is shown under the field as well as in the message.
 */
export function ImportForm({ onChecked }: Props) {
  const [kind, setKind] = useState<ImportTarget>('all');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = progress !== null;

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setProblem(chosen ? fileProblem(chosen) : null);
  };

  const check = async () => {
    if (!file) return setProblem(IMPORT_MSG.file);
    const local = fileProblem(file);
    if (local) return setProblem(local);
    setProblem(null);
    setProgress(0);
    try {
      const report = await checkImport(kind, file, { onProgress: setProgress });
      onChecked(report);
      // The same file may be chosen again (after it was corrected in Excel).
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      if (err instanceof ApiError) setProblem(err.message);
      else if (!(err instanceof UploadAborted)) setProblem(IMPORT_MSG.notXlsx);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <p className={s.rules}>{IMPORT_RULES}</p>
      <Form layout="vertical" component="div" name="import-check">
        <div className={s.fields}>
          <Form.Item label="文件内容" htmlFor="import-kind">
            <Select<ImportTarget>
              id="import-kind"
              className={s.kind}
              options={TARGET_OPTIONS}
              value={kind}
              onChange={setKind}
              disabled={busy}
            />
          </Form.Item>
          <Form.Item label="导入模板">
            <Button href={templateHref(kind)} download icon={<DownloadOutlined />}>
              下载「{IMPORT_TARGET_LABEL[kind]}」模板
            </Button>
          </Form.Item>
        </div>
        <Form.Item
          label="Excel 文件"
          htmlFor="import-file"
          validateStatus={problem ? 'error' : undefined}
          help={problem ?? undefined}
          extra={problem ? undefined : '先检查，不会写入数据；检查后可查看每一行的结果，再确认导入。'}
        >
          <div className={s.row}>
            <input
              ref={input}
              id="import-file"
              className={s.file}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <Button type="primary" icon={<FileSearchOutlined />} loading={busy} disabled={busy} onClick={() => void check()}>
              {progress === null ? '检查' : progress < 99 ? `上传中 ${progress}%` : '检查中…'}
            </Button>
          </div>
        </Form.Item>
      </Form>
    </>
  );
}
