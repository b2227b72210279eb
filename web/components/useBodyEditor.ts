import { App } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { ERROR_SECONDS } from '~/lib/feedback';
import type { BodyEditorProps } from './BodyEditor';

const loadEditor = () => import('./BodyEditor');
const EDITOR_LOAD_FAILED = '编辑器加载失败，请检查网络后重试';

/** The body editor once its chunk (wangEditor) has loaded, null until then; a failed load is said once. */
export function useBodyEditor(): ComponentType<BodyEditorProps> | null {
  const { message } = App.useApp();
  const [Editor, setEditor] = useState<ComponentType<BodyEditorProps> | null>(null);
  useEffect(() => {
    loadEditor()
      .then((m) => setEditor(() => m.BodyEditor))
      .catch(() => void message.error(EDITOR_LOAD_FAILED, ERROR_SECONDS));
  }, []);
  return Editor;
}
