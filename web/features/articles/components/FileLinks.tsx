import type { PolicyFile } from '@shared/contracts/articles';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { PaperClipIcon } from '~/components/icons/attachment';
import { Titled } from '~/components/Titled';
import { copyText } from '~/lib/clipboard';
import { toast } from '~/lib/notify';
import s from './FileLinks.module.css';

/** Attachments of a policy: each downloadable, with its address copied on request (spec §2). */
export function FileLinks({ files }: { files: PolicyFile[] }) {
  if (files.length === 0) return null;
  const copy = async (href: string) => {
    if (await copyText(href)) toast.success(MSG.copied);
    else toast.error(MSG.copyFailed);
  };
  return (
    <Titled id="files-heading" title="附件下载" className={s.files} headingClassName={s.heading}>
      <ul>
        {files.map((f) => (
          <li key={f.file_href} className={s.file}>
            <PaperClipIcon />
            <a href={f.file_href} target="_blank" rel="noopener noreferrer" className={s.name}>
              {f.file_name || f.file_href}
            </a>
            <Button size="small" onClick={() => void copy(f.file_href)} aria-label={`复制链接：${f.file_name}`}>
              复制链接
            </Button>
          </li>
        ))}
      </ul>
    </Titled>
  );
}
