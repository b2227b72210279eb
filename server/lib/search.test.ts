import { describe, expect, it } from 'vitest';
import { exactToken, keywordTokens, searchText, searchTokens } from './search';

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
