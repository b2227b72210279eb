import { describe, expect, it } from 'vitest';
import { adminListHref, parseAdminListQuery } from './review-query';
import { applicationView } from '~/test/fixtures';
import { canDecide, decisionBody, hasIdPhotos, withIdPhotosDeleted } from './review';

describe('review decisions', () => {
  it('decides only applications under review', () => {
    expect([0, 1, 2].map(canDecide)).toEqual([true, false, false]);
  });

  it('approves without a remark and rejects only with one', () => {
    expect(decisionBody(5, true, 'ignored')).toEqual({ ok: true, body: { id: 5, status: 1, remark: '' } });
    expect(decisionBody(5, false, '   ')).toEqual({ ok: false, msg: '请填写驳回原因' });
    expect(decisionBody(5, false, ' 执照模糊 ')).toEqual({ ok: true, body: { id: 5, status: 2, remark: '执照模糊' } });
  });
});

describe('deleting ID photos on request', () => {
  it('is offered only while the application holds an ID photo', () => {
    expect(hasIdPhotos({ befor_pic: '/files/1', after_pic: '' })).toBe(true);
    expect(hasIdPhotos({ befor_pic: '', after_pic: '/files/2' })).toBe(true);
    expect(hasIdPhotos({ befor_pic: '', after_pic: '' })).toBe(false);
  });

  it('shows the application without its photos and with the date afterwards', () => {
    const item = applicationView({ id: 3, license: '/files/1', befor_pic: '/files/2', after_pic: '/files/3' });
    expect(withIdPhotosDeleted(item, '2026-11-23')).toMatchObject({
      id: 3,
      license: '/files/1',
      befor_pic: '',
      after_pic: '',
      id_photos_deleted: '2026-11-23',
    });
  });
});

describe('back-office list URLs', () => {
  it('reads keyword and page, falling back to page 1', () => {
    expect(parseAdminListQuery(new URLSearchParams('keyword=%20星河%20&page=3'))).toEqual({ keyword: '星河', page: 3 });
    expect(parseAdminListQuery(new URLSearchParams('page=abc'))).toEqual({ keyword: '', page: 1 });
    expect(parseAdminListQuery(new URLSearchParams('page=0'))).toEqual({ keyword: '', page: 1 });
  });

  it('leaves defaults out of links', () => {
    expect(adminListHref('/system/applylist', { keyword: '', page: 1 })).toBe('/system/applylist');
    expect(adminListHref('/system/applylist', { keyword: '星河', page: 2 })).toBe('/system/applylist?keyword=%E6%98%9F%E6%B2%B3&page=2');
  });
});
