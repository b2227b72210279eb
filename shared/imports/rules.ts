/**
 * Importing the park's records from Excel (issue 31), its rules said once for the server, the page, the command
 * and the tests: what can be imported, the limits, the Chinese reasons a row is refused, and the checks a cell
 * must pass (credit code, dates, money). Pure functions, no I/O.
 */

/** What one sheet can hold, in the order a workbook's sheets are taken (a lease names rooms and companies made before it). */
export const IMPORT_KINDS = ['rooms', 'companies', 'leases', 'fees', 'payments'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Each kind's name: the page's label, and the sheet name of its template (a workbook's sheets are found by it). */
export const IMPORT_KIND_LABEL: Record<ImportKind, string> = {
  rooms: '房间',
  companies: '企业',
  leases: '房租合同',
  fees: '服务费合同',
  payments: '缴费记录',
};

/** What an upload is: one kind (its first sheet, whatever its name), or `all` (every sheet named after a kind). */
export const IMPORT_TARGETS = ['all', ...IMPORT_KINDS] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
export const IMPORT_TARGET_LABEL: Record<ImportTarget, string> = { all: '整本导入（多张工作表）', ...IMPORT_KIND_LABEL };

/** The most data rows one sheet may have. */
export const IMPORT_MAX_ROWS = 10_000;
/** The largest file accepted. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most row errors a report keeps (every bad row is still counted). */
export const IMPORT_MAX_ERRORS = 5_000;
/** An imported company's contact mobile is invited as its 负责人 for this long (they sign in with it to take the company). */
export const IMPORT_INVITATION_DAYS = 365;

/** Where an import stands: checked (the dry run's report), committed (written), stale (a newer check or a changed database). */
export const ImportStatus = { CHECKED: 'checked', COMMITTED: 'committed', STALE: 'stale' } as const;
export type ImportStatusValue = (typeof ImportStatus)[keyof typeof ImportStatus];
export const IMPORT_STATUS_LABEL: Record<ImportStatusValue, string> = {
  checked: '待确认',
  committed: '已导入',
  stale: '已失效',
};

/** The reasons a row or a file is refused, in the words staff read in the report. */
export const IMPORT_MSG = {
  required: '必填项为空',
  creditCode: '统一社会信用代码校验失败',
  date: '日期格式应为 yyyy-MM-dd',
  negative: '金额不能为负',
  money: '金额格式有误，应为数字（元，最多两位小数）',
  number: '应为不小于 0 的整数',
  months: '应为 1 至 600 的整数（月）',
  mobile: '手机号码错误！',
  email: '电子邮箱格式有误',
  tooLong: (max: number) => `不能超过 ${max} 个字`,
  choice: (options: readonly string[]) => `应为以下之一：${options.join('、')}`,
  roomMissing: (room: string) => `房间不存在: ${room}`,
  roomAmbiguous: (room: string) => `房间号 ${room} 不唯一，请填写楼栋`,
  companyMissing: (name: string) => `企业不存在: ${name}`,
  companyNotSettled: (name: string) => `企业未入驻: ${name}`,
  companyConflict: '企业名称与统一社会信用代码分别对应不同的企业',
  categoryMissing: (name: string) => `行业类别不存在: ${name}`,
  regionMissing: (name: string) => `地区不存在: ${name}`,
  contractMissing: (num: string) => `合同不存在: ${num}`,
  contractAmbiguous: (num: string) => `合同编号 ${num} 同时对应房租合同和服务费合同，请填写类型`,
  contractDuplicate: (num: string) => `合同编号 ${num} 对应多份合同，请先在后台改正`,
  overlap: '租期与已有租约重叠',
  roomLeased: (num: string) => `该房间已有在租合同（合同编号 ${num}），请先终止`,
  signAfterStart: '签约日期不能晚于起租日期',
  paidBeforeSign: '已缴至不能早于签约日期的前一天',
  duplicateRow: (row: number) => `与第 ${row} 行重复`,
  endedChanged: '合同已终止，不能再修改',
  // The file as a whole.
  notXlsx: '请上传 .xlsx 格式的 Excel 文件',
  tooBig: `文件不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: (sheet: string, rows: number) => `工作表「${sheet}」有 ${rows} 行数据，一次最多导入 ${IMPORT_MAX_ROWS} 行，请分开导入`,
  noSheet: '文件中没有可导入的工作表（工作表名称应为：房间、企业、房租合同、服务费合同、缴费记录）',
  noRows: '文件中没有数据行',
  missingColumn: (sheet: string, header: string) => `工作表「${sheet}」缺少「${header}」列`,
  kind: '请选择导入类型',
  file: '请选择要导入的文件',
  // Confirming.
  hasErrors: '报告中还有错误的行，请改正后重新上传',
  notCheckable: '该导入已确认或已失效，请重新上传',
  changed: '数据在检查之后有变化，已重新检查，请查看报告后再确认',
  failed: '导入未完成，没有写入任何数据，请稍后重试',
  // Past IMPORT_FILE_RETENTION_DAYS (server/env.ts) the uploaded file is deleted; the record and its counts stay.
  filePurged: '上传的文件已超过保留期限被删除，无法再下载报告；如需再次导入，请重新上传',
} as const;

/** Yes / no cells (企业名录展示, 是否发布). */
export const YES_NO = ['是', '否'] as const;

// ---------------------------------------------------------------------------------------------------------
// Cells

/** The 31 characters of a unified social credit code (GB 32100-2015; no I, O, Z, S, V) and their weights. */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** True for a unified social credit code whose 18th character is its check character (GB 32100-2015). */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === code[17];
}

/** A credit code with its check character computed for the first 17 (for templates, demo data and tests). */
export function withCreditCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(first17[i]!) * CREDIT_WEIGHTS[i]!;
  return first17 + CREDIT_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Yuan written as a number or text (1200, "1,200.50", "¥1200") to fen; null when it is not money; negative stays negative. */
export function yuanCellToFen(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.replace(/[,，¥￥\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const fen = Math.round(Number(text) * 100);
  if (!Number.isSafeInteger(fen) || Math.abs(Number(text) * 100 - fen) > 1e-6) return null;
  return fen;
}

/** Months written as 12, "12", "12个月" or "1年" (the exports write 12个月); null when it is none of these. */
export function monthsCell(value: number | string): number | null {
  const text = String(value).trim();
  const m = /^(\d+)\s*(个月|月)?$/.exec(text) ?? /^(\d+)\s*年$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]) * (text.endsWith('年') ? 12 : 1);
  return n >= 1 && n <= 600 ? n : null;
}
