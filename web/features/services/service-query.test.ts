import { describe, expect, it } from 'vitest';
import { sp } from '~/test/query';
import { parseStartupQuery, parseTechQuery, startupFilterRows, techFilterRows, trainFilterRows } from './service-query';

const firsts = [
  { id: 1, name: '检验检测' },
  { id: 2, name: '研发设计' },
];
const seconds = [{ id: 5, name: '芯片测试' }];

describe('techFilterRows', () => {
  it('offers the first level with 全部 and no second level until a first is chosen', () => {
    const rows = techFilterRows(parseTechQuery(sp('keyword=芯片&page=3')), firsts, []);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.options.map((o) => [o.label, o.href, o.active])).toEqual([
      ['全部', '/technics?keyword=%E8%8A%AF%E7%89%87', true],
      ['检验检测', '/technics?first=1&keyword=%E8%8A%AF%E7%89%87', false],
      ['研发设计', '/technics?first=2&keyword=%E8%8A%AF%E7%89%87', false],
    ]);
  });

  it('adds the chosen first category’s second level, keeping first and dropping page', () => {
    const rows = techFilterRows(parseTechQuery(sp('first=1&second=5&page=2')), firsts, seconds);
    expect(rows[0]!.options.find((o) => o.active)?.label).toBe('检验检测');
    expect(rows[1]!.options.map((o) => [o.label, o.href, o.active])).toEqual([
      ['全部', '/technics?first=1', false],
      ['芯片测试', '/technics?first=1&second=5', true],
    ]);
  });
});

describe('startupFilterRows and trainFilterRows', () => {
  it('reads /risklist?tab= and lists the four start-up tabs', () => {
    const q = parseStartupQuery(sp('tab=2&keyword=专利'));
    expect(q).toEqual({ tab: 2, keyword: '专利', page: 1 });
    const options = startupFilterRows(q)[0]!.options;
    expect(options.map((o) => o.label)).toEqual(['全部', '工商注册与财税', '知识产权', '政策服务']);
    expect(options.find((o) => o.active)?.href).toBe('/risklist?tab=2&keyword=%E4%B8%93%E5%88%A9');
    expect(parseStartupQuery(sp('tab=7')).tab).toBe(0);
  });

  it('prepends 全部 to the training categories', () => {
    const options = trainFilterRows({ cat: 0, keyword: '', page: 1 }, [{ id: 3, name: '技能提升' }])[0]!.options;
    expect(options.map((o) => [o.label, o.href, o.active])).toEqual([
      ['全部', '/train', true],
      ['技能提升', '/train?cat=3', false],
    ]);
  });
});
