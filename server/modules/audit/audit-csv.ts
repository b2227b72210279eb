import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { auditActorText, type AuditItem } from '../../../shared/contracts/audit';

/** The CSV's columns (Chinese headers), each with its cell of an audit line. */
export const AUDIT_CSV_COLUMNS: readonly { header: string; cell: (i: AuditItem) => string }[] = [
  { header: '编号', cell: (i) => String(i.id) },
  { header: '时间', cell: (i) => i.at },
  { header: '操作人', cell: (i) => auditActorText(i) },
  { header: '账号编号', cell: (i) => (i.actor_id === null ? '' : String(i.actor_id)) },
  { header: '角色', cell: (i) => i.role_names },
  { header: '操作', cell: (i) => i.action_name },
  { header: '操作代码', cell: (i) => i.action },
  { header: '对象类型', cell: (i) => i.object_type_name },
  { header: '对象编号', cell: (i) => i.object_id },
  { header: '结果', cell: (i) => (i.success ? '成功' : '失败') },
  { header: '来源地址', cell: (i) => i.ip },
  { header: '变更', cell: (i) => i.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('\n') },
  { header: '变更前', cell: (i) => (i.before ? JSON.stringify(i.before) : '') },
  { header: '变更后', cell: (i) => (i.after ? JSON.stringify(i.after) : '') },
  { header: '其他信息', cell: (i) => (Object.keys(i.detail).length ? JSON.stringify(i.detail) : '') },
];

/**
 * The lines as a CSV stream through csv-stringify: UTF-8 with a BOM (so Excel reads the Chinese), RFC 4180
 * (CRLF between records, a field with a comma, quote or line break quoted and its quotes doubled), and cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with ' (csv-stringify's
 * escape_formulas).
 */
export function auditCsv(items: AsyncIterable<AuditItem>): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: AUDIT_CSV_COLUMNS.map((c) => c.header),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  const rows = Readable.from(
    (async function* () {
      for await (const item of items) yield AUDIT_CSV_COLUMNS.map((c) => c.cell(item));
    })(),
  );
  rows.on('error', (err) => csv.destroy(err));
  return rows.pipe(csv);
}
