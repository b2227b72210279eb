import '@wangeditor/editor/dist/css/style.css';
import {
  createEditor, createToolbar, i18nChangeLanguage, type IDomEditor, type IEditorConfig, type IToolbarConfig,
} from '@wangeditor/editor';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { EDITOR_HEIGHT, EDITOR_LANGUAGE, IMAGE_ALT, IMAGE_TYPES, TOOLBAR_KEYS } from '../brief-form';
import s from './CompanyBrief.module.css';

export type BriefEditorProps = {
  initialHtml: string;
  /** The editor's HTML once made (its own form of the initial HTML), so changes can be told from it. */
  onReady: (html: string) => void;
  /** The editor's HTML after each change. */
  onChange: (html: string) => void;
  /** Uploads on their way (images chosen, pasted or dropped), so saving can wait for them. */
  onUploadingChange: (count: number) => void;
  /** Sends one image; resolves with its address, or null when it was refused or failed (already said). */
  uploadImage: (file: File) => Promise<string | null>;
  /** Names the editing area for assistive technology. */
  label: string;
};

/**
 * wangEditor (Chinese interface, height 360), in its own chunk: only /company_brief loads it, and only in the
 * browser. Images go through `uploadImage` (the site's upload call), never into the HTML as data: URLs.
 */
export function BriefEditor({ initialHtml, onReady, onChange, onUploadingChange, uploadImage, label }: BriefEditorProps) {
  const { message } = App.useApp();
  const toolbarBox = useRef<HTMLDivElement>(null);
  const editorBox = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, onUploadingChange, uploadImage });
  latest.current = { onChange, onUploadingChange, uploadImage };

  useEffect(() => {
    const toolbarEl = toolbarBox.current;
    const editorEl = editorBox.current;
    if (!toolbarEl || !editorEl) return;
    i18nChangeLanguage(EDITOR_LANGUAGE);
    let uploading = 0;
    let editor: IDomEditor | null = null;
    const track = (delta: number) => {
      uploading += delta;
      latest.current.onUploadingChange(uploading);
    };
    const config: Partial<IEditorConfig> = {
      placeholder: '请输入企业简介：主营业务、发展历程、核心产品与服务、资质荣誉……',
      scroll: true,
      autoFocus: false,
      customAlert: (text, type) => void (type === 'error' ? message.error(text, 5) : message[type](text)),
      onChange: (editor: IDomEditor) => latest.current.onChange(editor.getHtml()),
      hoverbarKeys: { image: { menuKeys: ['imageWidth30', 'imageWidth50', 'imageWidth100', 'editImage', 'deleteImage'] } },
      MENU_CONF: {
        uploadImage: {
          allowedFileTypes: IMAGE_TYPES,
          base64LimitSize: 0,
          customUpload: (file: File, insert: (src: string, alt: string, href: string) => void) => {
            track(1);
            return latest.current
              .uploadImage(file)
              .then((url) => {
                // Cancelled edit mode meanwhile: the editor is gone, the upload is left to the purge.
                if (url && editor && !editor.isDestroyed) insert(url, IMAGE_ALT, '');
              })
              .finally(() => track(-1));
          },
        },
        insertLink: { checkLink: (_text: string, url: string) => (/^(https?:|mailto:|tel:)/i.test(url) ? true : '请输入以 http:// 或 https:// 开头的链接') },
      },
    };
    editor = createEditor({ selector: editorEl, html: initialHtml || '<p><br></p>', config, mode: 'default' });
    const toolbarConfig: Partial<IToolbarConfig> = { toolbarKeys: TOOLBAR_KEYS };
    createToolbar({ editor, selector: toolbarEl, config: toolbarConfig, mode: 'default' });
    const editable = editor.getEditableContainer().querySelector('[contenteditable]') ?? editor.getEditableContainer();
    editable.setAttribute('aria-label', label);
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    onReady(editor.getHtml());
    const made = editor;
    return () => {
      made.destroy();
      toolbarEl.innerHTML = '';
      editorEl.innerHTML = '';
    };
    // Made once per mount: later props reach the editor through `latest`; the initial HTML is only initial.
  }, []);

  return (
    <div className={s.editor} data-testid="brief-editor">
      <div ref={toolbarBox} className={s.toolbar} />
      <div ref={editorBox} style={{ height: EDITOR_HEIGHT }} />
    </div>
  );
}
