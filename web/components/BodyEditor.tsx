import { editorToolbar } from './editor-toolbar';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** The back office's toolbar for a published body (policies and every content kind). */
const BODY_TOOLBAR = editorToolbar(['uploadImage', 'insertLink']);

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
