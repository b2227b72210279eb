import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { checkBeforeSubmit, formErrors } from './feedback-check';
import { AFTER_SUBMIT_MS, emptyFeedbackForm, toPayload, uploadingRefusal } from './feedback-form';

const filled = () => ({ title: '1601室空调不制冷', content: '东侧空调不制冷', photos: ['/files/1', '/files/2'] });

describe('the request form', () => {
  it('sends photos comma-joined in `file` (spec §7)', () => {
    expect(toPayload(filled())).toEqual({ title: '1601室空调不制冷', content: '东侧空调不制冷', file: '/files/1,/files/2' });
    expect(toPayload({ ...filled(), photos: [] }).file).toBe('');
  });

  it("says the spec's messages under the fields: '请输入标题', '请输入简述'", () => {
    expect(formErrors(emptyFeedbackForm())).toEqual({ title: '请输入标题', content: '请输入简述' });
    expect(formErrors({ ...filled(), title: '   ' })).toEqual({ title: '请输入标题' });
    expect(formErrors({ ...filled(), title: '修'.repeat(10_000) })).toEqual({ title: '标题不能超过 50 个字' });
    expect(formErrors({ ...filled(), photos: Array.from({ length: 10 }, (_, i) => `/files/${i}`) })).toEqual({ file: '最多上传 9 张图片' });
    expect(formErrors(filled())).toEqual({});
  });

  it('is refused while a photo is uploading (spec §8 wait message), before the fields are checked', () => {
    expect(checkBeforeSubmit(emptyFeedbackForm(), 1)).toEqual({ ok: false, wait: MSG.uploadWait });
    expect(uploadingRefusal(2)).toBe(MSG.uploadWait);
    expect(uploadingRefusal(0)).toBeNull();
    expect(MSG.uploadWait).toBe('请等待所有图片上传成功后再提交，如网络有问题请刷新页面重新上传');
    expect(checkBeforeSubmit(emptyFeedbackForm(), 0)).toEqual({ ok: false, errors: { title: '请输入标题', content: '请输入简述' } });
    expect(checkBeforeSubmit(filled(), 0)).toEqual({ ok: true, payload: toPayload(filled()) });
  });

  it('goes back to the service list 0.8 s after success (spec §5)', () => {
    expect(AFTER_SUBMIT_MS).toBe(800);
  });
});
