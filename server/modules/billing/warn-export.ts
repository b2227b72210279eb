import { RecordType, fenToYuan } from '../../../shared/billing/rules';
import type { WarnItem } from '../../../shared/contracts/billing';
import { XLSX_EXPORT_CAP, sheetWorkbook, type SheetColumn } from '../../lib/workbook';

/** The most rows one export holds (the whole filtered list up to this). */
export const EXPORT_CAP = XLSX_EXPORT_CAP;

function statusOf(w: WarnItem): string {
  if (w.overdue) return `已逾期 ${-w.days_left} 天`;
  if (w.days_left === 0) return '今日到期';
  return `${w.days_left} 天后到期`;
}

const warnColumns = (kind: number): SheetColumn<WarnItem>[] => [
  { header: '企业名称', width: 28, cell: (w) => w.company_name },
  { header: kind === RecordType.LEASE ? '房间号' : '费用名称', width: 16, cell: (w) => w.title },
  { header: '联系人', width: 10, cell: (w) => w.name },
  { header: '电话', width: 14, cell: (w) => w.phone },
  { header: '已缴至', width: 12, cell: (w) => w.expire_time },
  { header: '剩余天数', width: 10, cell: (w) => w.days_left },
  { header: '每期应缴(元)', width: 14, cell: (w) => Number(w.real_pay), money: true },
  { header: '押金(元)', width: 12, cell: (w) => Number(w.yajin), money: true },
  { header: '合同编号', width: 20, cell: (w) => w.number },
  { header: '状态', width: 16, cell: statusOf },
];

export const EXPORT_HEADERS = (kind: number) => warnColumns(kind).map((c) => c.header);

/** File name like 房租预警-2026-11-23.xlsx / 其他预警-2026-11-23.xlsx. */
export function exportFileName(kind: number, today: string): string {
  return `${kind === RecordType.LEASE ? '房租预警' : '其他预警'}-${today}.xlsx`;
}

export { contentDisposition } from '../../lib/download';

/** One sheet: a header row, one row per warned contract, and a total row of the amount due. */
export async function warnWorkbook(kind: number, items: WarnItem[], totalFen: number, today: string): Promise<Buffer> {
  const total = ['合计', `${items.length} 项`, '', '', '', '', Number(fenToYuan(totalFen)), '', '', `导出日期 ${today}`];
  return sheetWorkbook(kind === RecordType.LEASE ? '房租预警' : '其他预警', warnColumns(kind), items, total);
}
