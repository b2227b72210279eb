import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DOWNLOAD_CACHE_CONTROL, contentDisposition } from './download';

/** The most rows one Excel export holds (the whole filtered list up to this). */
export const XLSX_EXPORT_CAP = 10_000;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an exported sheet: its Chinese header, width, and cell; money columns are yuan numbers (#,##0.00). */
export type SheetColumn<T> = { header: string; width: number; cell: (row: T) => string | number; money?: boolean };

/**
 * One sheet: a bold header row (frozen), a row per item, and an optional bold last row (a total). Money columns
 * are numeric cells so a spreadsheet can sum them.
 */
/** exceljs (~8 MB of heap, ~23 MB resident) is loaded by the first export, not at start (issue 12, the memory goal). */
let excel: Promise<typeof ExcelJS> | undefined;

export async function sheetWorkbook<T>(
  name: string,
  columns: readonly SheetColumn<T>[],
  items: readonly T[],
  footer?: (string | number)[],
): Promise<Buffer> {
  excel ??= import('exceljs').then((m) => m.default);
  const { Workbook } = await excel;
  const wb = new Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(name);
  ws.addRow(columns.map((c) => c.header)).font = { bold: true };
  for (const item of items) ws.addRow(columns.map((c) => c.cell(item)));
  if (footer) ws.addRow(footer).font = { bold: true };
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    if (c.money) col.numFmt = '#,##0.00';
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends a workbook as a download named `fileName` (UTF-8 name with an ASCII fallback), never cached. */
export function sendWorkbook(reply: FastifyReply, fileName: string, file: Buffer) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', DOWNLOAD_CACHE_CONTROL)
    .send(file);
}
