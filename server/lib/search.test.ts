import { describe, expect, it } from 'vitest';
import { keywordTokens, searchText, searchTokens } from './search';

describe('Chinese keyword tokens', () => {
  it('indexes every character and every adjacent pair', () => {
    const tokens = searchTokens(searchText('科技政策'));
    expect(tokens).toEqual(expect.arrayContaining(['科', '技', '政', '策', '科技', '技政', '政策']));
  });

  it('does not pair characters across separate fields or spaces', () => {
    const tokens = searchTokens(searchText('人工', '智能'));
    expect(tokens).not.toContain('工智');
  });

  it('asks for the single character of a one-character keyword', () => {
    expect(keywordTokens('科')).toEqual(['科']);
  });

  it('asks for every bigram of a longer keyword', () => {
    expect(keywordTokens('人工智能')).toEqual(['人工', '工智', '智能']);
  });

  it('ignores case and markup', () => {
    expect(searchText('<p>AI 芯片</p>')).toBe('ai 芯片');
    expect(keywordTokens('AI')).toEqual(['ai']);
  });
});
