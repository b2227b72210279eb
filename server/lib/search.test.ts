import { describe, expect, it } from 'vitest';
import { KEYWORD_EXCERPT } from '../../shared/contracts/common';
import { bodySearch, excerptOf, exactToken, keywordTokens, searchText, searchTokens } from './search';

describe('Chinese keyword tokens', () => {
  it('indexes every run of one to four adjacent characters, once each', () => {
    const tokens = searchTokens(searchText('科技政策科技'));
    expect([...tokens].sort()).toEqual(
      [
        '科',
        '技',
        '政',
        '策',
        '科技',
        '技政',
        '政策',
        '策科',
        '科技政',
        '技政策',
        '政策科',
        '策科技',
        '科技政策',
        '技政策科',
        '政策科技',
      ].sort(),
    );
  });

  it('does not join characters across separate fields or spaces', () => {
    expect(searchTokens(searchText('人工', '智能'))).not.toContain('工智');
    expect(searchTokens(searchText('ai 芯片'))).not.toContain('i芯');
  });

  it('asks for a keyword of up to four characters as one token, which alone decides', () => {
    expect(keywordTokens('科')).toEqual(['科']);
    expect(keywordTokens('科技')).toEqual(['科技']);
    expect(keywordTokens(' 人工智能 ')).toEqual(['人工智能']);
    expect(exactToken(' 人工智能 ')).toBe('人工智能');
  });

  it('asks for every run of four characters of a longer keyword, and each word of several', () => {
    expect(keywordTokens('人工智能芯片')).toEqual(['人工智能', '工智能芯', '智能芯片']);
    expect(exactToken('人工智能芯片')).toBeUndefined();
    expect(keywordTokens('AI 芯片')).toEqual(['ai', '芯片']);
    expect(exactToken('AI 芯片')).toBeUndefined();
  });

  it('ignores case and markup', () => {
    expect(searchText('<p>AI 芯片</p>')).toBe('ai 芯片');
    expect(keywordTokens('AI')).toEqual(['ai']);
  });
});

describe('the body (search in the text, issue 29)', () => {
  it('keeps its plain text and every character and pair of adjacent characters, never across a space', () => {
    expect(bodySearch('<p>园区&nbsp;<b>AI</b></p>')).toEqual({ bodyText: '园区 ai', bodyTokens: ['园', '园区', '区', 'a', 'ai', 'i'] });
    expect(bodySearch(null)).toEqual({ bodyText: '', bodyTokens: [] });
    expect(Array.from(bodySearch(`<p>${'科'.repeat(25_000)}</p>`).bodyText)).toHaveLength(20_000);
  });

  it('shows the words around the keyword as written, cut with an ellipsis', () => {
    const html = `<p>${'甲'.repeat(40)}支持 <b>EMC</b> 测试${'乙'.repeat(80)}</p>`;
    const excerpt = excerptOf(html, 'emc');
    expect(excerpt.startsWith(`…${'甲'.repeat(21)}支持 EMC 测试`)).toBe(true);
    expect(excerpt.endsWith('乙…')).toBe(true);
    expect(Array.from(excerpt)).toHaveLength(92);
    // Near the end the words before fill the excerpt; a short body is shown whole.
    expect(excerptOf(`<p>${'甲'.repeat(100)}结尾</p>`, '结尾')).toBe(`…${'甲'.repeat(88)}结尾`);
    expect(excerptOf('<p>短的正文</p>', '正文')).toBe('短的正文');
  });

  it('reads the text on across inline tags, parts it at the others, and shows entities as their characters', () => {
    expect(excerptOf('<p>首批企业获得<b>琉璃计划</b>支持，详见<a href="/x">通知</a>。</p><p>第二段</p>', '琉璃')).toBe(
      '首批企业获得琉璃计划支持，详见通知。 第二段',
    );
    expect(
      excerptOf('<p>研发<span style="color:red">（R&amp;D）</span>投入&nbsp;&lt;5%&gt;</p><ul><li>一</li><li>二</li></ul>', 'r&d'),
    ).toBe('研发（R&D）投入 <5%> 一 二');
    expect(excerptOf('<p>&#20013;&#x6587;&#0;&#xD800;&bogus;完</p>', '中文')).toBe('中文 完');
    // The search reads the text as the excerpt shows it (migration 0029): on across a bold word, parted at a paragraph.
    expect(bodySearch('<p>获得<b>琉璃</b></p><p>R&amp;D</p>').bodyText).toBe('获得琉璃 r&d');
  });

  it('cuts a long body as it cuts a short one, reading only the stretch around the keyword', () => {
    // The excerpt as cut from every character of the body: what excerptOf gave before it cut only a stretch.
    const whole = (html: string, keyword: string) => {
      const plain = html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const at = plain.toLowerCase().indexOf(keyword.toLowerCase());
      const chars = Array.from(plain);
      const size = Math.max(KEYWORD_EXCERPT.length, Array.from(keyword).length + KEYWORD_EXCERPT.before);
      const before = at < 0 ? 0 : Array.from(plain.slice(0, at)).length;
      const start = Math.max(0, Math.min(before - KEYWORD_EXCERPT.before, chars.length - size));
      const end = Math.min(chars.length, start + size);
      return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
    };
    // Characters of one and of two UTF-16 units (𠀀, 🏢), mixed and alone, so a stretch's edge can fall inside a pair
    // and a stretch of two-unit characters holds half as many as its units.
    const pieces = ['园区', '𠀀', '企业', '🏢', 'Ab', '服务', '，'];
    const text = (n: number, seed: number) => Array.from({ length: n }, (_, i) => pieces[(i * 3 + seed) % pieces.length]).join('');
    const heads = [text(0, 0), text(30, 1), text(200, 2), text(5_000, 3), '🏢'.repeat(300), `a${'𠀀'.repeat(301)}`];
    const tails = [text(0, 4), text(3, 5), text(40, 6), text(300, 0), '🏢'.repeat(50)];
    for (const head of heads)
      for (const tail of tails)
        for (const keyword of ['管委会', '𠀀管委', 'ab管委会', '无此词']) {
          const html = `<p>${head}</p><p>${keyword === '无此词' ? '' : keyword}${tail}</p>`;
          expect(excerptOf(html, keyword), `${head.length} ${tail.length} ${keyword}`).toBe(whole(html, keyword));
        }
  });
});
