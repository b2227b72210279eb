import { describe, expect, it } from 'vitest';
import { paramsOf, sp } from '~/test/query';
import { emptyText, messageLink, messageListBody, messagesHref, messageTabLinks, pageBeyondEnd, parseMessageQuery } from './message-query';

describe('消息中心’s URL', () => {
  it('reads the tab and page leniently: only tab=unread is 未读, a bad page is 1', () => {
    expect(parseMessageQuery(sp(''))).toEqual({ tab: 'all', page: 1 });
    expect(parseMessageQuery(sp('tab=unread&page=3'))).toEqual({ tab: 'unread', page: 3 });
    expect(parseMessageQuery(sp('tab=UNREAD'))).toEqual({ tab: 'all', page: 1 });
    expect(parseMessageQuery(sp('tab=1&page=-2'))).toEqual({ tab: 'all', page: 1 });
    expect(parseMessageQuery(sp('page=2.5')).page).toBe(1);
  });

  it('leaves the defaults out of links, and a link reads back as its query', () => {
    expect(messagesHref('/messages', { tab: 'all', page: 1 })).toBe('/messages');
    expect(messagesHref('/messages', { tab: 'unread' })).toBe('/messages?tab=unread');
    const href = messagesHref('/system/messages', { tab: 'unread', page: 4 });
    expect(href).toBe('/system/messages?tab=unread&page=4');
    expect(parseMessageQuery(paramsOf(href))).toEqual({ tab: 'unread', page: 4 });
  });

  it('asks message_list for 7 a page, unread only on the 未读 tab', () => {
    expect(messageListBody({ tab: 'all', page: 2 })).toEqual({ start: 2, page_size: 7, unread: 0 });
    expect(messageListBody({ tab: 'unread', page: 1 })).toEqual({ start: 1, page_size: 7, unread: 1 });
  });

  it('draws the two tabs, switching back to page 1, with the unread count when there is one', () => {
    expect(messageTabLinks('/messages', { tab: 'unread', page: 3 }, 12)).toEqual([
      { key: 'all', label: '全部', href: '/messages', active: false },
      { key: 'unread', label: '未读（12）', href: '/messages?tab=unread', active: true },
    ]);
    expect(messageTabLinks('/messages', { tab: 'all', page: 1 }, 0).map((t) => [t.label, t.active])).toEqual([
      ['全部', true],
      ['未读', false],
    ]);
    expect(messageTabLinks('/messages', { tab: 'all', page: 1 }, null)[1]!.label).toBe('未读');
  });

  it('says what an empty tab holds', () => {
    expect(emptyText('all')).toBe('暂无消息');
    expect(emptyText('unread')).toBe('没有未读消息');
  });

  it('sends a page past the end to the last one, and leaves an empty list on its page', () => {
    expect(pageBeyondEnd(3, 8, 0)).toBe(2);
    expect(pageBeyondEnd(2, 8, 1)).toBeNull();
    expect(pageBeyondEnd(3, 0, 0)).toBeNull();
    expect(pageBeyondEnd(1, 5, 0)).toBeNull();
  });

  it('opens only a page of this site', () => {
    expect(messageLink('/my_question')).toBe('/my_question');
    expect(messageLink(' /system/questions?id=3 ')).toBe('/system/questions?id=3');
    for (const bad of ['', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'my_question'])
      expect(messageLink(bad)).toBeNull();
  });
});
