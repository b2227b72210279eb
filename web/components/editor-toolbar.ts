/**
 * The rich-text editors' toolbar (wangEditor menu keys): no video, frames or images by address (the server keeps only
 * images uploaded here), no fonts (the site's type is fixed), no code blocks or to-do lists. `insert` gives the link and
 * image menus in the editor's own order.
 */
export function editorToolbar(insert: readonly string[]): string[] {
  return [
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
    ...insert,
    'insertTable',
    'divider',
    '|',
    'undo',
    'redo',
  ];
}
