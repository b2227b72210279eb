import { PaperClipOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { PolicyFile } from '@shared/contracts/articles';
import { MSG } from '@shared/messages';
import { copyText } from '~/lib/clipboard';
import s from './FileLinks.module.css';

/** Attachments of a policy: each downloadable, with its address copied on request (spec §2). */
export function FileLinks({ files }: { files: PolicyFile[] }) {
  const { message } = App.useApp();
  if (files.length === 0) return null;
  const copy = async (href: string) => {
    if (await copyText(href)) void message.success(MSG.copied);
    else void message.error(MSG.copyFailed);
  };
  return (
    <section aria-labelledby="files-heading" className={s.files}>
      <h2 id="files-heading" className={s.heading}>附件下载</h2>
      <ul>
        {files.map((f) => (
          <li key={f.file_href} className={s.file}>
            <PaperClipOutlined aria-hidden />
            <a href={f.file_href} target="_blank" rel="noopener noreferrer" className={s.name}>
              {f.file_name || f.file_href}
            </a>
            <Button size="small" onClick={() => void copy(f.file_href)} aria-label={`复制链接：${f.file_name}`}>
              复制链接
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
