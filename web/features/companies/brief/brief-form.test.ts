import { describe, expect, it } from 'vitest';
import { BRIEF_MAX_CHARS, BRIEF_MSG } from '@shared/companies/brief';
import { MSG } from '@shared/messages';
import { checkBeforeSave, isBriefEmpty, isDirty, TOOLBAR_KEYS } from './brief-form';

describe('company brief form', () => {
  it('counts markup without text or image as empty', () => {
    for (const html of ['', '<p><br></p>', '<p>&nbsp; </p><p><br></p>', '<h2> </h2>', '<p>\u200b</p>'])
      expect(isBriefEmpty(html), html).toBe(true);
    expect(isBriefEmpty('<p><img src="/uploads/a.jpg" alt=""></p>')).toBe(false);
    expect(isBriefEmpty('<p>0</p>')).toBe(false);
  });

  it('refuses to save while an image is uploading, then when empty or too long', () => {
    expect(checkBeforeSave('<p>简介</p>', 1)).toEqual({ ok: false, kind: 'wait', msg: MSG.uploadWait });
    expect(MSG.uploadWait).toBe('请等待所有图片上传成功后再提交，如网络有问题请刷新页面重新上传');
    expect(checkBeforeSave('<p><br></p>', 0)).toEqual({ ok: false, kind: 'invalid', msg: '请输入内容' });
    expect(checkBeforeSave(`<p>${'字'.repeat(BRIEF_MAX_CHARS)}</p>`, 0)).toEqual({ ok: false, kind: 'invalid', msg: BRIEF_MSG.tooLong });
    expect(checkBeforeSave('<p>简介</p>', 0)).toEqual({ ok: true });
  });

  it('knows when leaving would lose changes', () => {
    expect(isDirty('<p>a</p>', null)).toBe(false);
    expect(isDirty('<p>a</p>', '<p>a</p>')).toBe(false);
    expect(isDirty('<p>a</p>', '<p>b</p>')).toBe(true);
  });

  it('offers no video, frames, images by address or fonts', () => {
    for (const key of ['group-video', 'insertVideo', 'uploadVideo', 'insertImage', 'fontFamily', 'codeBlock', 'todo', 'fullScreen']) {
      expect(TOOLBAR_KEYS).not.toContain(key);
    }
    expect(TOOLBAR_KEYS).toContain('uploadImage');
  });
});
