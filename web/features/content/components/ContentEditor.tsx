import { RichTextEditor } from '~/components/RichTextEditor';

/** The body of every content kind: wangEditor (web/components/RichTextEditor), loaded lazily by the drawer. */
const CONTENT_TOOLBAR = [
  'headerSelect', 'blockquote', '|',
  'bold', 'underline', 'italic', 'through', 'color', 'bgColor', 'clearStyle', '|',
  'fontSize', 'lineHeight', '|',
  'bulletedList', 'numberedList', 'justifyLeft', 'justifyCenter', 'justifyRight', 'justifyJustify', 'indent', 'delIndent', '|',
  'uploadImage', 'insertLink', 'insertTable', 'divider', '|',
  'undo', 'redo',
];

export const CONTENT_EDITOR_HEIGHT = 360;

export type ContentEditorProps = {
  initialHtml: string;
  onReady: (html: string) => void;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string | null>;
  onUploadingChange: (count: number) => void;
  label: string;
};

export function ContentEditor(props: ContentEditorProps) {
  return <RichTextEditor {...props} placeholder="请输入正文" toolbarKeys={CONTENT_TOOLBAR} height={CONTENT_EDITOR_HEIGHT} testId="content-editor" />;
}
