import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, App, Button, Skeleton } from 'antd';
import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useBlocker } from 'react-router';
import type { CompanyBrief } from '@shared/contracts/companies';
import { MSG } from '@shared/messages';
import { EmptyState } from '~/components/EmptyState';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { RichText } from '~/components/RichText';
import { paths } from '~/config/paths';
import { DISCARD_CONFIRM } from '~/lib/discard';
import { ERROR_SECONDS, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { BriefLoad } from '../api/brief.server';
import { saveBrief } from '../api/save-brief';
import { checkBeforeSave, EDITOR_HEIGHT, EDITOR_LOAD_FAILED, isBriefEmpty, isDirty } from '../brief-form';
import type { BriefEditorProps } from './BriefEditor';
import s from './CompanyBrief.module.css';

// The editor (wangEditor, ~200 KB gzip) is its own chunk, fetched only when this company opens edit mode.
const loadEditor = () => import('./BriefEditor');


type Props = {
  data: BriefLoad;
  /** Sends one image of kind `intro`; resolves with its address, or null when refused or failed (already said). */
  uploadImage: (file: File) => Promise<string | null>;
};

/** /company_brief: the brief as the public page shows it, and an edit mode with the rich-text editor. */
export function BriefPage({ data, uploadImage }: Props) {
  if (data.error === MSG.settleFirst) {
    return (
      <Alert
        type="info"
        showIcon
        title={data.error}
        description="入驻园区后，可在此编写企业简介，展示在企业详情页。"
        action={<LinkButton variant="primary" size="small" to={paths.companyInfo()}>申请入驻</LinkButton>}
      />
    );
  }
  if (!data.brief) return <LoadError msg={data.error ?? 'Error'} />;
  return <BriefArea initial={data.brief} uploadImage={uploadImage} />;
}

function BriefArea({ initial, uploadImage }: { initial: CompanyBrief; uploadImage: Props['uploadImage'] }) {
  const { message, modal } = App.useApp();
  const [brief, setBrief] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [Editor, setEditor] = useState<ComponentType<BriefEditorProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The editor's form of the saved brief, and its current HTML (null until the editor is made). */
  const [baseline, setBaseline] = useState('');
  const [html, setHtml] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [invalid, setInvalid] = useState('');
  const [saving, setSaving] = useState(false);
  const dirty = editing && isDirty(baseline, html);

  // Closing or reloading the tab, or following a link, with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({ ...DISCARD_CONFIRM, onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
    // Asked once per blocked navigation (the blocker object itself changes on every render).
  }, [blocker.state]);

  const openEditor = () => {
    setEditing(true);
    setHtml(null);
    setInvalid('');
    if (Editor) return;
    setLoadFailed(false);
    loadEditor()
      .then((m) => setEditor(() => m.BriefEditor))
      .catch(() => {
        setLoadFailed(true);
        void message.error(EDITOR_LOAD_FAILED, ERROR_SECONDS);
      });
  };
  const prefetch = () => void loadEditor().catch(() => undefined);

  const leave = () => {
    setEditing(false);
    setUploading(0);
  };
  const cancel = () => {
    if (!dirty) return leave();
    modal.confirm({ ...DISCARD_CONFIRM, onOk: leave });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const content = html ?? brief.content;
    const check = checkBeforeSave(content, uploading);
    if (!check.ok) {
      if (check.kind === 'wait') return void message.warning(check.msg, ERROR_SECONDS);
      return setInvalid(check.msg);
    }
    setInvalid('');
    setSaving(true);
    try {
      const res = await saveBrief(content);
      setBrief(res.data);
      leave();
      void message.success(res.msg || '保存成功', FORM_SUCCESS_SECONDS);
    } catch {
      // The API client has shown the server's message (spec §8); the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className={s.view}>
        <div className={s.bar}>
          <p className={s.meta}>{brief.updatetime && `最近更新：${brief.updatetime}`}</p>
          <div className={s.actions}>
            <Link to={paths.companyDetail(brief.id)} target="_blank" rel="noopener">
              在企业详情页查看 <ExportOutlined aria-label="（新窗口打开）" />
            </Link>
            <Button type="primary" icon={<EditOutlined />} onClick={openEditor} onMouseEnter={prefetch} onFocus={prefetch}>
              编辑简介
            </Button>
          </div>
        </div>
        {isBriefEmpty(brief.content) ? (
          <EmptyState description="尚未填写企业简介，点击“编辑简介”开始填写" />
        ) : (
          <section aria-label="企业简介" className={s.content} data-testid="brief-view">
            <RichText html={brief.content} />
          </section>
        )}
      </div>
    );
  }

  return (
    <form className={s.edit} onSubmit={(e) => void save(e)} noValidate aria-label="编辑企业简介">
      {Editor ? (
        <Editor
          initialHtml={brief.content}
          onReady={(made) => {
            setBaseline(made);
            setHtml(made);
          }}
          onChange={(next) => {
            setHtml(next);
            if (invalid && !isBriefEmpty(next)) setInvalid('');
          }}
          onUploadingChange={setUploading}
          uploadImage={uploadImage}
          label="企业简介内容"
        />
      ) : loadFailed ? (
        <Alert
          type="error"
          showIcon
          title={EDITOR_LOAD_FAILED}
          action={<Button size="small" onClick={() => window.location.reload()}>重试</Button>}
        />
      ) : (
        <div className={s.loading} style={{ height: EDITOR_HEIGHT }} aria-busy="true" aria-label="编辑器加载中">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {invalid && (
        <p className={s.error} role="alert">
          {invalid}
        </p>
      )}
      <p className={s.hint}>图片仅支持 JPG 格式，单张不超过 5MB；保存后将显示在本企业的详情页。</p>
      <div className={s.actions}>
        <Button onClick={cancel} disabled={saving}>取消</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!Editor}>
          {uploading > 0 ? `保存（${uploading} 张图片上传中）` : '保存'}
        </Button>
      </div>
    </form>
  );
}
