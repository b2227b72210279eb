import { useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import type { CompanyBrief } from '@shared/contracts/companies';
import { MSG } from '@shared/messages';
import { DISCARD_CONFIRM } from '~/lib/discard';
import { ERROR_SECONDS, feedback, FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { checkBeforeSave, EDITOR_LOAD_FAILED, isDirty } from '../brief-form';
import type { BriefEditorProps } from './BriefEditor';

// The editor (wangEditor, ~200 KB gzip) is its own chunk, fetched only when this company opens edit mode.
const loadEditor = () => import('./BriefEditor');
// The save call (the API client and intro_edit's schema) is fetched at the first save.
const loadSave = () =>
  import('../api/save-brief').catch((e: unknown) => {
    feedback().error(MSG.networkError);
    throw e;
  });

/**
 * The brief page's two modes: the saved brief, and editing it (the editor fetched on the first edit, prefetched on
 * hover or focus). Leaving with unsaved changes (取消, a link, closing the tab) asks first; saving waits for the
 * images and refuses an empty brief. Messages and questions go through feedback() (the plain toast and dialog: the
 * page loads no antd).
 */
export function useBriefEditing(initial: CompanyBrief) {
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
    feedback().confirm({ ...DISCARD_CONFIRM, onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
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
        feedback().error(EDITOR_LOAD_FAILED);
      });
  };
  const prefetch = () => void loadEditor().catch(() => undefined);

  const leave = () => {
    setEditing(false);
    setUploading(0);
  };
  const cancel = () => {
    if (!dirty) return leave();
    feedback().confirm({ ...DISCARD_CONFIRM, onOk: leave });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const content = html ?? brief.content;
    const check = checkBeforeSave(content, uploading);
    if (!check.ok) {
      if (check.kind === 'wait') return feedback().notice('warning', check.msg, ERROR_SECONDS);
      return setInvalid(check.msg);
    }
    setInvalid('');
    setSaving(true);
    try {
      const { saveBrief } = await loadSave();
      const res = await saveBrief(content);
      setBrief(res.data);
      leave();
      feedback().notice('success', res.msg || '保存成功', FORM_SUCCESS_SECONDS);
    } catch {
      // The API client has shown the server's message (spec §8); the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return {
    brief,
    editing,
    Editor,
    loadFailed,
    invalid,
    setInvalid,
    uploading,
    setUploading,
    saving,
    setBaseline,
    setHtml,
    openEditor,
    prefetch,
    cancel,
    save,
  };
}
