import '@wangeditor/editor/dist/css/style.css';
import {
  createEditor,
  createToolbar,
  DomEditor,
  i18nChangeLanguage,
  type IDomEditor,
  type IEditorConfig,
  type IToolbarConfig,
} from '@wangeditor/editor';
import { useEffect, useRef } from 'react';
import { feedback } from '~/lib/feedback';
import s from './RichTextEditor.module.css';
import { keyboardToolbar } from './rich-text-keys';

/** Spec §9: the rich-text editor's language. */
export const EDITOR_LANGUAGE = 'zh-CN';

export type RichTextEditorProps = {
  initialHtml: string;
  /** The editor's HTML once made (its own form of the initial HTML), so changes can be told from it. */
  onReady: (html: string) => void;
  /** The editor's HTML after each change. */
  onChange: (html: string) => void;
  /** Uploads on their way (images chosen, pasted or dropped), so saving can wait for them. */
  onUploadingChange?: (count: number) => void;
  /** Sends one image; resolves with its address, or null when it was refused or failed (already said). */
  uploadImage?: (file: File) => Promise<string | null>;
  /** Names the editing area for assistive technology. */
  label: string;
  placeholder: string;
  /** The toolbar's menu keys (wangEditor's); leave out 'uploadImage' where there is no uploadImage. */
  toolbarKeys: string[];
  height: number;
  imageTypes?: string[];
  imageAlt?: string;
  testId?: string;
};

/**
 * wangEditor copies the page's selection into the editor through a 100 ms throttle on `selectionchange`; destroy()
 * removes the listener but not a trailing call already pending, which then runs on the destroyed editor and throws
 * "Can not get editor instance" (a drawer closed within 100 ms of a caret move: seen by the keyboard journey after
 * a table's hover bar). The pending call is dropped first. `onDOMSelectionChange` is private to wangEditor's
 * TextArea (lodash throttle): looked up, not assumed.
 */
function cancelSelectionSync(editor: IDomEditor) {
  const textarea = DomEditor.getTextarea(editor) as unknown as { onDOMSelectionChange?: { cancel?: () => void } };
  textarea.onDOMSelectionChange?.cancel?.();
}

/**
 * wangEditor with a Chinese interface, the editor of the company brief and of the back office's content; load it
 * lazily (import() of the module that renders it) and only in the browser. Images go through `uploadImage` (the
 * site's upload call), never into the HTML as data: URLs; links only http(s), mailto and tel.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { initialHtml, onReady, label, placeholder, toolbarKeys, height, imageTypes = ['image/jpeg'], imageAlt = '', testId } = props;
  const rootBox = useRef<HTMLDivElement>(null);
  const toolbarBox = useRef<HTMLDivElement>(null);
  const editorBox = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const rootEl = rootBox.current;
    const toolbarEl = toolbarBox.current;
    const editorEl = editorBox.current;
    if (!rootEl || !toolbarEl || !editorEl) return;
    i18nChangeLanguage(EDITOR_LANGUAGE);
    let uploading = 0;
    let editor: IDomEditor | null = null;
    const track = (delta: number) => {
      uploading += delta;
      latest.current.onUploadingChange?.(uploading);
    };
    const config: Partial<IEditorConfig> = {
      placeholder,
      scroll: true,
      autoFocus: false,
      // antd's message on an antd page (the back office), the plain toast on the company brief.
      customAlert: (text, type) => feedback().notice(type, text),
      onChange: (editor: IDomEditor) => latest.current.onChange(editor.getHtml()),
      hoverbarKeys: { image: { menuKeys: ['imageWidth30', 'imageWidth50', 'imageWidth100', 'editImage', 'deleteImage'] } },
      MENU_CONF: {
        uploadImage: {
          allowedFileTypes: imageTypes,
          base64LimitSize: 0,
          customUpload: (file: File, insert: (src: string, alt: string, href: string) => void) => {
            const upload = latest.current.uploadImage;
            if (!upload) return Promise.resolve();
            track(1);
            return upload(file)
              .then((url) => {
                // Cancelled edit mode meanwhile: the editor is gone, the upload is left to the purge.
                if (url && editor && !editor.isDestroyed) insert(url, imageAlt, '');
              })
              .finally(() => track(-1));
          },
        },
        insertLink: {
          checkLink: (_text: string, url: string) =>
            /^(https?:|mailto:|tel:)/i.test(url) ? true : '请输入以 http:// 或 https:// 开头的链接',
        },
      },
    };
    editor = createEditor({ selector: editorEl, html: initialHtml || '<p><br></p>', config, mode: 'default' });
    const toolbarConfig: Partial<IToolbarConfig> = { toolbarKeys };
    createToolbar({ editor, selector: toolbarEl, config: toolbarConfig, mode: 'default' });
    const editable = editor.getEditableContainer().querySelector('[contenteditable]') ?? editor.getEditableContainer();
    editable.setAttribute('aria-label', label);
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    // wangEditor writes four spaces on Tab, so focus could not leave the text forward: a keyboard trap (issue 14,
    // WCAG 2.1.2). Tab (and Shift+Tab) move focus as everywhere else; the editor's own handler never hears them.
    const passTab = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) event.stopPropagation();
    };
    editorEl.addEventListener('keydown', passTab, true);
    const made = editor;
    // The toolbar's names, lists, panels and windows by keyboard (rich-text-keys.ts).
    // wangEditor's focus() restores the selection kept at the last blur; an action taken meanwhile (a table inserted
    // from the grid) may have moved the text under it (a stale path made its hover bar throw), so the editor's
    // current selection wins.
    const focusText = () => {
      if (made.isDestroyed) return;
      const current = made.selection;
      made.focus();
      if (current) made.select(current);
    };
    const unkey = keyboardToolbar(rootEl, { hide: () => made.hidePanelOrModal(), focusText });
    onReady(editor.getHtml());
    return () => {
      unkey();
      editorEl.removeEventListener('keydown', passTab, true);
      cancelSelectionSync(made);
      made.destroy();
      toolbarEl.innerHTML = '';
      editorEl.innerHTML = '';
    };
    // Made once per mount: later props reach the editor through `latest`; the initial HTML is only initial.
  }, []);

  return (
    <div ref={rootBox} className={s.editor} data-testid={testId}>
      <div ref={toolbarBox} className={s.toolbar} />
      <div ref={editorBox} style={{ height }} />
    </div>
  );
}
