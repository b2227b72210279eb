import { RichTextEditor } from '~/components/RichTextEditor';

/**
 * A policy's body: wangEditor, the editor of the company brief (web/components/RichTextEditor), loaded lazily by
 * the drawer. Images go up as staff site images (the route's `uploadImage`); the server keeps only images on this site.
 */
const POLICY_TOOLBAR = [
  'headerSelect', 'blockquote', '|',
  'bold', 'underline', 'italic', 'through', 'color', 'bgColor', 'clearStyle', '|',
  'fontSize', 'lineHeight', '|',
  'bulletedList', 'numberedList', 'justifyLeft', 'justifyCenter', 'justifyRight', 'justifyJustify', 'indent', 'delIndent', '|',
  'uploadImage', 'insertLink', 'insertTable', 'divider', '|',
  'undo', 'redo',
];

export const POLICY_EDITOR_HEIGHT = 360;

type Props = {
  initialHtml: string;
  onReady: (html: string) => void;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string | null>;
  onUploadingChange: (count: number) => void;
};

export function PolicyContentEditor({ initialHtml, onReady, onChange, uploadImage, onUploadingChange }: Props) {
  return (
    <RichTextEditor
      initialHtml={initialHtml}
      onReady={onReady}
      onChange={onChange}
      uploadImage={uploadImage}
      onUploadingChange={onUploadingChange}
      label="政策正文"
      placeholder="请输入政策正文"
      toolbarKeys={POLICY_TOOLBAR}
      height={POLICY_EDITOR_HEIGHT}
      testId="policy-editor"
    />
  );
}
