import { BRIEF_MAX_CHARS, BRIEF_MSG } from '@shared/companies/brief';
import { MSG } from '@shared/messages';
import { editorToolbar } from '~/components/editor-toolbar';

/** Spec §9: the rich-text editor's height (px); its language (zh-CN) is set in web/components/RichTextEditor. */
export const EDITOR_HEIGHT = 360;
/** What the editor's image chooser offers (spec §9: JPEG only; the content is checked before sending). */
export const IMAGE_TYPES = ['image/jpeg'];
/** An inserted image's text until the company describes it (the image's 编辑图片 menu). */
export const IMAGE_ALT = '企业简介图片';

/** Said when the editor's script could not be loaded (spec §8). */
export const EDITOR_LOAD_FAILED = '编辑器加载失败，请检查网络后重试';

/** The toolbar: what a company brief needs (the shared editors' toolbar). */
export const TOOLBAR_KEYS = editorToolbar(['insertLink', 'uploadImage']);

/** Markup with no text and no image (`<p><br></p>`, spaces) counts as empty, as the server counts it. */
export function isBriefEmpty(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0|\u200b|\ufeff/g, '')
      .trim() === ''
  );
}

export type SaveCheck = { ok: true } | { ok: false; msg: string; kind: 'wait' | 'invalid' };

/**
 * Before saving: every image upload must have finished (spec §5, §8 wait message), then the brief must have
 * content (spec §5 '请输入内容') and stay within the server's bound.
 */
export function checkBeforeSave(html: string, uploading: number): SaveCheck {
  if (uploading > 0) return { ok: false, kind: 'wait', msg: MSG.uploadWait };
  if (isBriefEmpty(html)) return { ok: false, kind: 'invalid', msg: BRIEF_MSG.empty };
  if (html.length > BRIEF_MAX_CHARS) return { ok: false, kind: 'invalid', msg: BRIEF_MSG.tooLong };
  return { ok: true };
}

/** Whether leaving edit mode would lose changes. */
export const isDirty = (initial: string, current: string | null) => current !== null && current !== initial;
