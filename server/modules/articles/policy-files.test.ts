import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { POLICY_FILE_MAX_BYTES, POLICY_MSG } from '../../../shared/contracts/policies-admin';
import { checkPolicyFile, policyFileExt, zipEntryText } from './policy-files';

/** A zip record of `size` bytes: its signature, then each [offset, value, width in bytes], little-endian. */
function header(size: number, signature: number, ...fields: [number, number, 2 | 4][]): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(signature, 0);
  for (const [at, value, width] of fields) {
    if (width === 2) b.writeUInt16LE(value, at);
    else b.writeUInt32LE(value, at);
  }
  return b;
}

/** A zip archive of the given entries (deflated), as Office writes them; CRCs are not checked by the reader. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [file, text] of Object.entries(entries)) {
    const name = Buffer.from(file);
    const body = deflateRawSync(Buffer.from(text));
    // Method 8 (deflate), the compressed and plain sizes and the name's length; the central one also the local's offset.
    const local = header(30, 0x04034b50, [8, 8, 2], [18, body.length, 4], [22, text.length, 4], [26, name.length, 2]);
    const central = header(46, 0x02014b50, [10, 8, 2], [20, body.length, 4], [24, text.length, 4], [28, name.length, 2], [42, offset, 4]);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const eocd = header(22, 0x06054b50, [8, count, 2], [10, count, 2], [12, dir.length, 4], [16, offset, 4]);
  return Buffer.concat([...locals, dir, eocd]);
}

const types = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;
const DOCX = zip({
  '[Content_Types].xml': types('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  'word/document.xml': '<w:document/>',
});
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200), Buffer.from('This program cannot be run in DOS mode.')]);

describe('policy attachments, checked by content', () => {
  it('accepts PDF, .doc/.xls (OLE2), .docx and a real .xlsx by their content', async () => {
    expect(checkPolicyFile('申报指南.pdf', PDF)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(checkPolicyFile('申报表.DOC', OLE2).ext).toBe('doc');
    expect(checkPolicyFile('汇总.xls', OLE2).ext).toBe('xls');
    expect(checkPolicyFile('申报书.docx', DOCX).ext).toBe('docx');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('名单').addRow(['企业', '金额']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect(checkPolicyFile('名单.xlsx', xlsx).ext).toBe('xlsx');
    expect(zipEntryText(xlsx, '[Content_Types].xml')).toContain('spreadsheetml.sheet.main+xml');
  });

  it('refuses an .exe renamed .pdf, a mismatched package, another type, an empty and an oversized file', () => {
    expect(() => checkPolicyFile('通知.pdf', EXE)).toThrow(POLICY_MSG.fileMismatch);
    expect(() => checkPolicyFile('通知.docx', EXE)).toThrow(POLICY_MSG.fileMismatch);
    // A Word package named .xlsx, and a zip without [Content_Types].xml.
    expect(() => checkPolicyFile('名单.xlsx', DOCX)).toThrow(POLICY_MSG.fileMismatch);
    expect(() => checkPolicyFile('x.docx', zip({ 'a.txt': 'hello' }))).toThrow(POLICY_MSG.fileMismatch);
    expect(() => checkPolicyFile('x.doc', PDF)).toThrow(POLICY_MSG.fileMismatch);
    expect(() => checkPolicyFile('setup.exe', EXE)).toThrow(POLICY_MSG.fileType);
    expect(() => checkPolicyFile('无扩展名', PDF)).toThrow(POLICY_MSG.fileType);
    expect(() => checkPolicyFile('空.pdf', Buffer.alloc(0))).toThrow(POLICY_MSG.fileEmpty);
    const big = Buffer.concat([PDF, Buffer.alloc(POLICY_FILE_MAX_BYTES)]);
    expect(() => checkPolicyFile('大.pdf', big)).toThrow(POLICY_MSG.fileTooLarge);
    expect(POLICY_MSG.fileTooLarge).toBe('附件不能超过 20 MB');
  });

  it('reads extensions case-insensitively and nothing else', () => {
    expect(policyFileExt('a.PDF')).toBe('pdf');
    expect(policyFileExt('a.pdf.exe')).toBeNull();
    expect(policyFileExt('a.hasOwnProperty')).toBeNull();
  });
});
