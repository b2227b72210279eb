import type ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_FIXED_LISTS, type ImportColumn, type ImportList } from '../../../shared/imports/columns';
import {
  IMPORT_KINDS,
  IMPORT_KIND_LABEL,
  IMPORT_MAX_ROWS,
  IMPORT_MSG,
  type ImportKind,
  type ImportTarget,
} from '../../../shared/imports/rules';
import { fail } from '../../lib/errors';

/**
 * The Excel side of imports (issue 31): reading an uploaded workbook into rows of cells (values only: a formula is
 * read as its cached result, nothing is executed), writing a kind's template (header, example row, validation
 * lists) and an import's report (the rows with a 错误原因 column). exceljs is loaded on first use, as the exports do.
 */

let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = async () => (await (excel ??= import('exceljs').then((m) => m.default))).Workbook;

/** A cell's value as the checks read it: text, a number, a date (a date cell), or null when empty. */
export type Cell = string | number | Date | null;

export type SheetRow = { row: number; cells: Record<string, Cell> };

/** One sheet of an upload, taken as one kind: its rows after the header (the template's example row left out). */
export type ImportSheet = { kind: ImportKind; name: string; rows: SheetRow[] };

/** The first bytes of every .xlsx (a zip archive). */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Headers compared without spaces, a required mark or full-width brackets ("面积（㎡）*" is 面积(㎡)). */
const normalHeader = (s: string) => s.replace(/\s+/g, '').replace(/\*$/, '').replace(/（/g, '(').replace(/）/g, ')');

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return cellOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('richText' in value) return cellOf(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return cellOf((value as ExcelJS.CellHyperlinkValue).text);
    if ('error' in value) return null;
  }
  return null;
}

/** Loads an upload as a workbook, or refuses it (请上传 .xlsx 格式的 Excel 文件): checked by its content, not its name. */
export async function loadWorkbook(file: Buffer): Promise<ExcelJS.Workbook> {
  if (file.length > 0 && file.length < ZIP_MAGIC.length) throw fail(IMPORT_MSG.notXlsx);
  if (!file.subarray(0, 4).equals(ZIP_MAGIC)) throw fail(IMPORT_MSG.notXlsx);
  const Workbook = await loadExcel();
  const wb = new Workbook();
  try {
    await wb.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw fail(IMPORT_MSG.notXlsx);
  }
  return wb;
}

/** The sheets an upload holds: for one kind its first sheet; for `all` every sheet named after a kind, in IMPORT_KINDS order. */
function chosenSheets(wb: ExcelJS.Workbook, target: ImportTarget): { kind: ImportKind; ws: ExcelJS.Worksheet }[] {
  if (target !== 'all') {
    const ws = wb.worksheets.find((w) => w.name.trim() === IMPORT_KIND_LABEL[target]) ?? wb.worksheets[0];
    if (!ws) throw fail(IMPORT_MSG.noSheet);
    return [{ kind: target, ws }];
  }
  const byName = new Map(wb.worksheets.map((ws) => [ws.name.trim(), ws]));
  const found = IMPORT_KINDS.flatMap((kind) => {
    const ws = byName.get(IMPORT_KIND_LABEL[kind]);
    return ws ? [{ kind, ws }] : [];
  });
  if (!found.length) throw fail(IMPORT_MSG.noSheet);
  return found;
}

/** A row equal to the template's example row (every example cell as written), which the template asks to leave or delete. */
function isExample(cells: Record<string, Cell>, columns: readonly ImportColumn[]): boolean {
  return columns.every((c) => {
    const v = cells[c.key];
    return v !== null && v !== undefined && String(v instanceof Date ? '' : v) === String(c.example);
  });
}

/**
 * Reads the chosen sheets: the header row (row 1) names the columns (the template's header or an export's; unknown
 * ones ignored, a required one missing refuses the file), then each non-empty row. A sheet of more than
 * IMPORT_MAX_ROWS data rows refuses the file.
 */
export function readSheets(wb: ExcelJS.Workbook, target: ImportTarget): ImportSheet[] {
  const sheets = chosenSheets(wb, target).map(({ kind, ws }) => {
    const columns = IMPORT_COLUMNS[kind];
    const at = new Map<string, number>();
    ws.getRow(1).eachCell((cell, col) => {
      const text = normalHeader(String(cellOf(cell.value) ?? ''));
      const column = columns.find((c) => normalHeader(c.header) === text || c.aliases?.some((a) => normalHeader(a) === text));
      if (column && !at.has(column.key)) at.set(column.key, col);
    });
    const missing = columns.find((c) => c.required && !at.has(c.key));
    if (missing) throw fail(IMPORT_MSG.missingColumn(ws.name, missing.header));
    const rows: SheetRow[] = [];
    let count = 0;
    ws.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const cells: Record<string, Cell> = {};
      let filled = false;
      for (const c of columns) {
        const col = at.get(c.key);
        const v = col ? cellOf(row.getCell(col).value) : null;
        cells[c.key] = v;
        if (v !== null) filled = true;
      }
      if (!filled || isExample(cells, columns)) return;
      count++;
      if (count <= IMPORT_MAX_ROWS) rows.push({ row: rowNumber, cells });
    });
    if (count > IMPORT_MAX_ROWS) throw fail(IMPORT_MSG.tooManyRows(ws.name, count));
    return { kind, name: ws.name, rows };
  });
  if (!sheets.some((s) => s.rows.length)) throw fail(IMPORT_MSG.noRows);
  return sheets;
}

// ---------------------------------------------------------------------------------------------------------
// Templates and reports

/** The lists a template's validation offers that come from the database (categories, provinces). */
export type TemplateLists = { categories: string[]; provinces: string[] };

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FE' } };

/** Every list of a template, in the columns of its hidden list sheet. */
function allLists(lists: TemplateLists): [ImportList, readonly string[]][] {
  return [
    ['categories', lists.categories],
    ['provinces', lists.provinces],
    ...(Object.entries(IMPORT_FIXED_LISTS) as [ImportList, readonly string[]][]),
  ];
}

const LIST_SHEET = '选项';

/** Where each list stands on the list sheet ('选项'!$A$1:$A$n), for the validation formulas. */
function listRefs(lists: TemplateLists): Map<ImportList, string> {
  const refs = new Map<ImportList, string>();
  allLists(lists).forEach(([name, values], i) => {
    const letter = columnLetter(i + 1);
    if (values.length) refs.set(name, `'${LIST_SHEET}'!$${letter}$1:$${letter}$${values.length}`);
  });
  return refs;
}

function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** A hidden sheet of every list, so validation formulas can name lists longer than Excel's 255-character inline limit. */
function addListSheet(wb: ExcelJS.Workbook, lists: TemplateLists) {
  const ws = wb.addWorksheet(LIST_SHEET, { state: 'veryHidden' });
  allLists(lists).forEach(([, values], i) => values.forEach((v, r) => (ws.getCell(r + 1, i + 1).value = v)));
}

/** exceljs keeps range validations in `dataValidations` (not in its typings). */
type WithValidations = { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } };

function templateSheet(wb: ExcelJS.Workbook, kind: ImportKind, refs: Map<ImportList, string>) {
  const columns = IMPORT_COLUMNS[kind];
  const ws = wb.addWorksheet(IMPORT_KIND_LABEL[kind]);
  const header = ws.addRow(columns.map((c) => (c.required ? `${c.header}*` : c.header)));
  header.font = { bold: true };
  header.eachCell((cell, i) => {
    cell.fill = HEADER_FILL;
    const c = columns[i - 1]!;
    const note = [c.required ? '必填' : '选填', c.note].filter(Boolean).join('；');
    cell.note = note;
  });
  const example = ws.addRow(columns.map((c) => c.example));
  example.font = { italic: true, color: { argb: 'FF888888' } };
  columns.forEach((c, i) => {
    const col = ws.getColumn(i + 1);
    col.width = c.width;
    const ref = c.list && refs.get(c.list);
    // Lists guide the person filling the sheet; categories take several names (顿号), so that list only warns.
    if (ref) {
      (ws as unknown as WithValidations).dataValidations.add(`${col.letter}2:${col.letter}${IMPORT_MAX_ROWS + 1}`, {
        type: 'list',
        allowBlank: !c.required,
        formulae: [ref],
        showErrorMessage: true,
        errorStyle: c.list === 'categories' ? 'warning' : 'stop',
        errorTitle: c.header,
        error: '请从列表中选择',
      });
    }
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

/** A template: one kind's sheet, or every kind's (`all`), each with its header, a grey example row and its lists. */
export async function templateWorkbook(target: ImportTarget, lists: TemplateLists): Promise<Buffer> {
  const Workbook = await loadExcel();
  const wb = new Workbook();
  wb.created = new Date();
  const kinds = target === 'all' ? IMPORT_KINDS : [target];
  const refs = listRefs(lists);
  for (const kind of kinds) templateSheet(wb, kind, refs);
  addListSheet(wb, lists);
  wb.views = [{ activeTab: 0, x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, visibility: 'visible' }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * An import's report as a workbook: each checked sheet as it was uploaded (its columns and every row, so the file can
 * be fixed and uploaded again) with a last column 错误原因 on the rows that were refused.
 */
export async function reportWorkbook(file: Buffer, target: ImportTarget, reasons: Map<string, Map<number, string>>): Promise<Buffer> {
  const source = await loadWorkbook(file);
  const Workbook = await loadExcel();
  const wb = new Workbook();
  wb.created = new Date();
  for (const { ws } of chosenSheetsQuiet(source, target)) {
    const out = wb.addWorksheet(ws.name);
    const width = ws.getRow(1).cellCount;
    const byRow = reasons.get(ws.name) ?? new Map<number, string>();
    ws.eachRow((row, rowNumber) => {
      const values = Array.from({ length: width }, (_, i) => cellOf(row.getCell(i + 1).value));
      const reason = rowNumber === 1 ? '错误原因' : (byRow.get(rowNumber) ?? '');
      const added = out.addRow([...values, reason]);
      values.forEach((v, i) => {
        if (v instanceof Date) added.getCell(i + 1).numFmt = 'yyyy-mm-dd';
      });
      if (rowNumber === 1) added.font = { bold: true };
      else if (reason) added.getCell(width + 1).font = { color: { argb: 'FFC0392B' } };
    });
    for (let i = 1; i <= width; i++) out.getColumn(i).width = ws.getColumn(i).width ?? 14;
    out.getColumn(width + 1).width = 48;
    out.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function chosenSheetsQuiet(wb: ExcelJS.Workbook, target: ImportTarget) {
  try {
    return chosenSheets(wb, target);
  } catch {
    return [];
  }
}
