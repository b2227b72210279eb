import { describe, expect, it } from 'vitest';
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
});
