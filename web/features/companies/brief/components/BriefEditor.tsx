import { RichTextEditor } from '~/components/RichTextEditor';
import { EDITOR_HEIGHT, IMAGE_ALT, IMAGE_TYPES, TOOLBAR_KEYS } from '../brief-form';

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
 * The shared rich-text editor (web/components/RichTextEditor: wangEditor, Chinese interface) set up for the brief,
 * height 360, in its own chunk: only /company_brief loads it, and only in the browser.
 */
export function BriefEditor(props: BriefEditorProps) {
  return (
    <RichTextEditor
      {...props}
      placeholder="请输入企业简介：主营业务、发展历程、核心产品与服务、资质荣誉……"
      toolbarKeys={TOOLBAR_KEYS}
      height={EDITOR_HEIGHT}
      imageTypes={IMAGE_TYPES}
      imageAlt={IMAGE_ALT}
      testId="brief-editor"
    />
  );
}
