import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Marked } from './Marked';

const html = (text: string, keyword: string) =>
  renderToStaticMarkup(<Marked text={text} keyword={keyword} />).replace(/ class="[^"]*"/g, '');

describe('Marked', () => {
  it('marks every place the keyword stands', () => {
    expect(html('人才补贴与人才公寓', '人才')).toBe('<mark>人才</mark>补贴与<mark>人才</mark>公寓');
  });

  it('marks each word of a keyword of several, case aside, and treats the keyword as text', () => {
    expect(html('AI 算力券 与 ai 平台', 'ai 算力')).toBe('<mark>AI</mark> <mark>算力</mark>券 与 <mark>ai</mark> 平台');
    expect(html('价格(元)', '(元)')).toBe('价格<mark>(元)</mark>');
  });

  it('leaves a text without the keyword, or an empty keyword, as it is', () => {
    expect(html('园区简介', '火星')).toBe('园区简介');
    expect(html('园区简介', '  ')).toBe('园区简介');
  });
});
