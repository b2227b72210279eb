import ExcelJS from 'exceljs';
import type { TestApp } from './harness';

/** A GET of a download (the Excel and CSV exports), with the token when given. */
export const getFile = (t: TestApp, url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** The first sheet of an .xlsx download: its name and its rows (cell values, the first column first). */
export async function readSheet(body: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

/** An .xlsx of the given sheets (name → rows, the header first), as a person fills a template. */
export async function writeWorkbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of rows) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
