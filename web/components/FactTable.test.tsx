import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FactTable, factLayout, WIDE } from './FactTable';

describe('FactTable', () => {
  it('lays facts two to a row, a wide one on a row of its own and a lone one stretched to the row end', () => {
    expect(factLayout([{}, {}, {}, { span: WIDE }, {}, {}])).toEqual(['half', 'half', 'fill', 'wide', 'half', 'half']);
    expect(factLayout([{ span: WIDE }, {}, { span: 1 }, {}])).toEqual(['wide', 'half', 'half', 'fill']);
    expect(factLayout([])).toEqual([]);
  });

  it('is a description list: each label a term, its value the definition after it', () => {
    const html = renderToStaticMarkup(
      <FactTable
        items={[
          { key: 'name', label: '企业名称', children: '云栖科技', span: WIDE },
          { key: 'people', label: '联系人', children: '张三' },
        ]}
      />,
    );
    const pairs = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]]);
    expect(html.startsWith('<dl')).toBe(true);
    expect(pairs).toEqual([
      ['企业名称', '云栖科技'],
      ['联系人', '张三'],
    ]);
  });
});
