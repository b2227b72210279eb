import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/**
 * The back office's toolbar for a published body (policies and every content kind): no video, frames or images by
 * address (the server keeps only images uploaded here), no fonts (the site's type is fixed), no code blocks.
 */
const BODY_TOOLBAR = [
  'headerSelect',
  'blockquote',
  '|',
  'bold',
  'underline',
  'italic',
  'through',
  'color',
  'bgColor',
  'clearStyle',
  '|',
  'fontSize',
  'lineHeight',
  '|',
  'bulletedList',
  'numberedList',
  'justifyLeft',
  'justifyCenter',
  'justifyRight',
  'justifyJustify',
  'indent',
  'delIndent',
  '|',
  'uploadImage',
  'insertLink',
  'insertTable',
  'divider',
  '|',
  'undo',
  'redo',
];

export const BODY_EDITOR_HEIGHT = 360;

export type BodyEditorProps = Pick<
  RichTextEditorProps,
  'initialHtml' | 'onReady' | 'onChange' | 'onUploadingChange' | 'label' | 'placeholder' | 'testId'
> & { uploadImage: (file: File) => Promise<string | null> };

/**
 * A published item's body in the back office: wangEditor (RichTextEditor) with the publishing toolbar. Loaded
 * lazily by its drawer (useBodyEditor); images go up as staff site images through `uploadImage`.
 */
export function BodyEditor(props: BodyEditorProps) {
  return <RichTextEditor {...props} toolbarKeys={BODY_TOOLBAR} height={BODY_EDITOR_HEIGHT} />;
}
