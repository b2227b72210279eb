import { RichTextEditor } from '~/components/RichTextEditor';

/**
 * A policy's body: wangEditor, the editor of the company brief (web/components/RichTextEditor), loaded lazily by
 * the drawer. No image button yet: the server keeps only images on this site (policy images are a later upload kind).
 */
const POLICY_TOOLBAR = [
  'headerSelect', 'blockquote', '|',
  'bold', 'underline', 'italic', 'through', 'color', 'bgColor', 'clearStyle', '|',
  'fontSize', 'lineHeight', '|',
  'bulletedList', 'numberedList', 'justifyLeft', 'justifyCenter', 'justifyRight', 'justifyJustify', 'indent', 'delIndent', '|',
  'insertLink', 'insertTable', 'divider', '|',
  'undo', 'redo',
];

export const POLICY_EDITOR_HEIGHT = 360;

type Props = { initialHtml: string; onReady: (html: string) => void; onChange: (html: string) => void };

export function PolicyContentEditor({ initialHtml, onReady, onChange }: Props) {
  return (
    <RichTextEditor
      initialHtml={initialHtml}
      onReady={onReady}
      onChange={onChange}
      label="政策正文"
      placeholder="请输入政策正文"
      toolbarKeys={POLICY_TOOLBAR}
      height={POLICY_EDITOR_HEIGHT}
      testId="policy-editor"
    />
  );
}
