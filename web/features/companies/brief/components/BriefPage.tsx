import type { CompanyBrief } from '@shared/contracts/companies';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { Callout } from '~/components/Callout';
import { LoadError } from '~/components/LoadError';
import { SettleFirst } from '~/components/SettleFirst';
import type { BriefLoad } from '../api/brief.server';
import { EDITOR_HEIGHT, EDITOR_LOAD_FAILED, isBriefEmpty } from '../brief-form';
import { BriefView } from './BriefView';
import s from './CompanyBrief.module.css';
import { useBriefEditing } from './useBriefEditing';

type Props = {
  data: BriefLoad;
  /** Sends one image of kind `intro`; resolves with its address, or null when refused or failed (already said). */
  uploadImage: (file: File) => Promise<string | null>;
  /** Whether this member may edit the brief (BRIEF_MEMBERS, issue 30); others read it. */
  canEdit: boolean;
};

/** The grey lines in the editor's place while it loads (antd's Skeleton: a title and six lines, the last shorter). */
const SKELETON_LINES = ['38%', '100%', '100%', '100%', '100%', '100%', '61%'];

/**
 * /company_brief: the brief as the public page shows it, and an edit mode with the rich-text editor. Drawn with the
 * portal's own components: the page loads no antd (issue 34), and the editor's chunk brings only wangEditor.
 */
export function BriefPage({ data, uploadImage, canEdit }: Props) {
  if (data.error === MSG.settleFirst) {
    return <SettleFirst msg={data.error} description="入驻园区后，可在此编写企业简介，展示在企业详情页。" />;
  }
  if (!data.brief) return <LoadError msg={data.error ?? 'Error'} />;
  return <BriefArea initial={data.brief} uploadImage={uploadImage} canEdit={canEdit} />;
}

function BriefArea({ initial, uploadImage, canEdit }: { initial: CompanyBrief; uploadImage: Props['uploadImage']; canEdit: boolean }) {
  const form = useBriefEditing(initial);
  const { brief, Editor, invalid, uploading, saving } = form;

  if (!form.editing || !canEdit)
    return <BriefView brief={brief} onEdit={canEdit ? form.openEditor : undefined} onPrefetch={form.prefetch} />;

  return (
    <form className={s.edit} onSubmit={(e) => void form.save(e)} noValidate aria-label="编辑企业简介">
      {Editor ? (
        <Editor
          initialHtml={brief.content}
          onReady={(made) => {
            form.setBaseline(made);
            form.setHtml(made);
          }}
          onChange={(next) => {
            form.setHtml(next);
            if (invalid && !isBriefEmpty(next)) form.setInvalid('');
          }}
          onUploadingChange={form.setUploading}
          uploadImage={uploadImage}
          label="企业简介内容"
        />
      ) : form.loadFailed ? (
        <Callout
          type="error"
          title={EDITOR_LOAD_FAILED}
          action={
            <Button size="small" onClick={() => window.location.reload()}>
              重试
            </Button>
          }
        />
      ) : (
        <div className={s.loading} style={{ height: EDITOR_HEIGHT }} aria-busy="true" aria-label="编辑器加载中">
          {SKELETON_LINES.map((width, i) => (
            <span key={i} className={s.skeletonLine} style={{ width }} />
          ))}
        </div>
      )}
      {invalid && (
        <p className={s.error} role="alert">
          {invalid}
        </p>
      )}
      <p className={s.hint}>图片仅支持 JPG 格式，单张不超过 5MB；保存后将显示在本企业的详情页。</p>
      <div className={s.actions}>
        <Button onClick={form.cancel} disabled={saving}>
          取消
        </Button>
        <Button variant="primary" type="submit" loading={saving} disabled={!Editor}>
          {uploading > 0 ? `保存（${uploading} 张图片上传中）` : '保存'}
        </Button>
      </div>
    </form>
  );
}
