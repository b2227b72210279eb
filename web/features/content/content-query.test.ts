import { describe, expect, it } from 'vitest';
import { ContentState } from '@shared/contracts/content-admin';
import { contentHref, contentPayload, parseContentQuery } from './content-query';

const parse = (qs: string) => parseContentQuery(new URLSearchParams(qs));

describe('/system/content URL', () => {
  it('reads kind, keyword, state, trash and page, leniently', () => {
    expect(parse('kind=room&keyword=A座&state=2&page=2')).toEqual({
      kind: 'room',
      keyword: 'A座',
      state: ContentState.DRAFT,
      trash: false,
      page: 2,
    });
    expect(parse('kind=policy&state=4&page=x')).toEqual({ kind: 'notice', keyword: '', state: null, trash: false, page: 1 });
    expect(parse('kind=news&view=trash').trash).toBe(true);
  });

  it('writes links without defaults and payloads for content_list and content_trash', () => {
    expect(contentHref('/system/content', { kind: 'news', keyword: '', state: null, page: 1 })).toBe('/system/content?kind=news');
    expect(contentHref('/system/content', { kind: 'tech', state: ContentState.UNPUBLISHED, page: 3 })).toBe(
      '/system/content?kind=tech&state=0&page=3',
    );
    expect(contentHref('/system/content', { kind: 'train', trash: true, state: 1 })).toBe('/system/content?kind=train&view=trash');
    expect(contentPayload(parse('kind=finance&state=3&page=2'))).toEqual({ kind: 'finance', state: 3, start: 2, page_size: 8 });
    expect(contentPayload(parse('kind=room&view=trash&state=2&keyword=a'))).toEqual({ kind: 'room', keyword: 'a', start: 1, page_size: 8 });
  });
});
