import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { POLICY_FILE_MAX_BYTES, POLICY_MSG } from '../../../shared/contracts/policies-admin';
import { checkPolicyFile, policyFileExt, zipEntryText } from './policy-files';

/** A zip archive of the given entries (deflated), as Office writes them; CRCs are not checked by the reader. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBuf = Buffer.from(name);
    const body = deflateRawSync(Buffer.from(text));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(text.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(text.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, body);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(dir.length, 12);
  eocd.writeUInt32LE(offset, 16);
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
