import { describe, expect, it } from 'vitest';
import type { TableColumns } from './Table';
import { columnsFor, scrollFor } from './table-widths';

type Row = { id: number; name: string };
const columns: TableColumns<Row> = [
  { title: '企业名称', dataIndex: 'name', width: 190 },
  { title: '联系人', dataIndex: 'name', width: 90, minWidth: 60 },
  { title: '地址', dataIndex: 'name', width: '20%' },
  { title: '备注', dataIndex: 'name' },
  { title: '操作', key: 'action', width: 70, fixed: 'right' },
];

describe('table widths in the display modes', () => {
  it('standard: the columns and the scroll box as given', () => {
    expect(columnsFor(columns, 'standard')).toBe(columns);
    const scroll = { x: 900 };
    expect(scrollFor(scroll, 'standard')).toBe(scroll);
  });

  it('适老化: every pixel width 1.5×, at most 60 % of a phone screen; text widths and everything else kept', () => {
    const care = columnsFor(columns, 'care')!;
    expect(care.map((c) => c.width)).toEqual(['min(285px, 60vw)', 'min(135px, 60vw)', '20%', undefined, 'min(105px, 60vw)']);
    expect(care[1]!.minWidth).toBe(90);
    expect('minWidth' in care[0]!).toBe(false);
    expect(care[4]).toMatchObject({ title: '操作', key: 'action', fixed: 'right' });
    // The given columns are not changed.
    expect(columns[0]!.width).toBe(190);
  });

  it('适老化: a pixel scroll width 1.5×, and no wider than the columns capped for a phone; max-content and none kept', () => {
    // A column without a pixel width (the address's 20 %): the table's width alone.
    expect(scrollFor({ x: 900 }, 'care', columns)).toEqual({ x: 1350 });
    const sized: TableColumns<Row> = [
      { title: '企业名称', dataIndex: 'name', width: 190 },
      { title: '编号', dataIndex: 'id', width: 110 },
      { title: '操作', key: 'action', width: 70, fixed: 'right' },
    ];
    expect(scrollFor({ x: 900 }, 'care', sized)).toEqual({
      x: 'min(1350px, calc(min(285px, 60vw) + min(165px, 60vw) + min(105px, 60vw)))',
    });
    expect(scrollFor({ x: 900 }, 'standard', sized)).toEqual({ x: 900 });
    expect(scrollFor({ x: 'max-content' }, 'care')).toEqual({ x: 'max-content' });
    expect(scrollFor(undefined, 'care')).toBeUndefined();
  });
});
