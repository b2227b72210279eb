import type { z } from 'zod';
import * as apidocsCalls from '../../../shared/calls/apidocs';
import * as applicationsCalls from '../../../shared/calls/applications';
import { POLICY_FILE_UPLOAD_PATH } from '../../../shared/calls/articles';
import * as auditCalls from '../../../shared/calls/audit';
import * as billingCalls from '../../../shared/calls/billing';
import * as importsCalls from '../../../shared/calls/imports';
import * as uploadsCalls from '../../../shared/calls/uploads';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { adminListExportQuery } from '../../../shared/contracts/applications';
import { AUDIT_EXPORT_CAP, auditExportQuery } from '../../../shared/contracts/audit';
import {
  feeExportQuery,
  leaseExportQuery,
  parkPaymentExportQuery,
  paymentExportQuery,
  warnExportQuery,
} from '../../../shared/contracts/billing';
import { POLICY_FILE_MAX_BYTES, POLICY_FILE_TYPES } from '../../../shared/contracts/policies-admin';
import { UPLOAD_KINDS, uploadResult } from '../../../shared/contracts/uploads';
import { importIdQuery, importReport, importTemplateQuery } from '../../../shared/contracts/imports';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_TARGETS, IMPORT_TARGET_LABEL } from '../../../shared/imports/rules';
import type { Access } from '../../lib/call';
import { XLSX_EXPORT_CAP } from '../../lib/workbook';
import { inputSchema, outputSchema, type JsonSchema } from './json-schema';
import type { Operation } from './openapi';
import { ACCESS_TEXT, failureResponses, moduleTag, operationId, ref, securityFor } from './openapi.parts';

type Method = 'get' | 'post';

function op(
  method: Method,
  path: string,
  o: {
    module: string;
    access: Access;
    summary: string;
    description?: string;
    parameters?: JsonSchema[];
    requestBody?: JsonSchema;
    responses: Record<string, JsonSchema>;
  },
): [string, Method, Operation] {
  return [
    path,
    method,
    {
      tags: [moduleTag(o.module)],
      summary: o.summary,
      description: [ACCESS_TEXT[o.access], o.description].filter(Boolean).join('\n\n'),
      operationId: operationId(method, path),
      'x-access': o.access,
      security: securityFor(o.access),
      ...(o.parameters ? { parameters: o.parameters } : {}),
      ...(o.requestBody ? { requestBody: o.requestBody } : {}),
      responses: o.responses,
    },
  ];
}

const failure = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: ref('Failure') } } },
});
/**
 * A download's HTTP 200: the file, or — refused as every call is (docs/ARCHITECTURE.md "Refusals") — the JSON envelope
 * with its code and message, never cached.
 */
const download = (description: string, type: string, refusals: string): JsonSchema => ({
  description: `${description}；被拒绝时为 JSON 信封（${refusals}），不缓存`,
  content: { [type]: { schema: { type: 'string', contentMediaType: type } }, 'application/json': { schema: { $ref: ref('Failure') } } },
});
const STAFF_REFUSALS = '未登录或会话失效 50008 / 50012 / 50014，其他角色 code 0「无权访问」，筛选有误 code 0';
const xlsx = download('Excel 文件（.xlsx，附件下载）', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', STAFF_REFUSALS);
/** A multipart/form-data request body of one field (`name`, described by `schema`) and the uploaded `file`. */
const multipartBody = (name: string, schema: JsonSchema, file: JsonSchema): JsonSchema => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', required: [name, 'file'], properties: { [name]: schema, file } } } },
});
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { $ref: ref('EnvelopeCode'), const: 1 }, msg: { type: 'string' }, data },
});

/** Query parameters from a zod query contract. */
function queryParameters(schema: JsonSchema): JsonSchema[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

/** A 园区运营 download of an Excel file, chosen by `query`'s parameters; `detail` says what it holds and what is audited. */
const xlsxDownload = (path: string, module: string, summary: string, detail: string, query: z.ZodType) =>
  op('get', path, {
    module,
    access: 'admin',
    summary,
    description: `**后台角色**：园区运营。${detail}失败时以 JSON 信封返回。`,
    parameters: queryParameters(inputSchema(query)),
    responses: { '200': xlsx, ...failureResponses('get') },
  });

/**
 * The routes that are not defineCall calls — the multipart upload, file downloads, the Excel export, the
 * WeChat hand-over, the health check and this document — described by hand.
 */
export function handOperations(): [string, Method, Operation][] {
  return [
    op('post', uploadsCalls.upload.path, {
      module: 'uploads',
      access: 'signed-in',
      summary: '上传图片（营业执照、法人身份证、企业标志、附件）',
      description: `multipart/form-data：\`name\` 为上传类型，\`file\` 为 JPEG 图片（不超过 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB；EXIF 信息会被去除）。营业执照与身份证照片为敏感文件，\`url\` 为 /files/{id}，仅本人与管理员可读。每个会话每分钟最多 30 次。`,
      requestBody: multipartBody(
        'name',
        {
          type: 'string',
          enum: Object.keys(UPLOAD_KINDS),
          description: Object.entries(UPLOAD_KINDS)
            .map(([k, v]) => `${k}：${v.label}`)
            .join('；'),
        },
        { type: 'string', contentMediaType: 'image/jpeg', description: 'JPEG 图片' },
      ),
      responses: {
        '200': {
          description: '信封：data 为上传结果；文件超过大小上限、类型不符等为 code 0',
          content: { 'application/json': { schema: { oneOf: [envelope(outputSchema(uploadResult)), { $ref: ref('Failure') }] } } },
        },
        ...failureResponses('post'),
      },
    }),
    op('post', POLICY_FILE_UPLOAD_PATH, {
      module: 'articles',
      access: 'admin',
      summary: '上传政策附件（PDF、Word、Excel）',
      description: `**后台角色**：内容编辑。multipart/form-data，一个文件（字段名任意），不超过 ${POLICY_FILE_MAX_BYTES / 1024 / 1024} MB；按文件内容检查类型（${Object.keys(POLICY_FILE_TYPES).join('、')}），内容与扩展名不符即拒绝。成功时 data 为 {id, file_name, file_href, fullurl}，file_href 填入 policy_save 的 files。`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
      responses: {
        '200': {
          description: '信封：data 为上传结果',
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  envelope({
                    type: 'object',
                    required: ['id', 'file_name', 'file_href', 'fullurl'],
                    properties: {
                      id: { type: 'integer' },
                      file_name: { type: 'string' },
                      file_href: { type: 'string' },
                      fullurl: { type: 'string' },
                    },
                  }),
                  { $ref: ref('Failure') },
                ],
              },
            },
          },
        },
        ...failureResponses('post'),
      },
    }),
    op('get', '/files/policy/{id}', {
      module: 'articles',
      access: 'public',
      summary: '下载政策附件',
      description: '附件被已发布的政策列出时任何人可下载，内容编辑随时可下载；否则 code 0「文件不存在」。应答不缓存（下线即不可下载）。',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
      responses: { '200': download('附件（下载）', 'application/octet-stream', 'code 0「文件不存在」') },
    }),
    op('get', '/uploads/{path}', {
      module: 'uploads',
      access: 'public',
      summary: '读取公开图片（企业标志）',
      parameters: [
        {
          name: 'path',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^\\d{4}/\\d{2}/[0-9a-f]{32}\\.jpg$' },
          description: '上传结果 url 中 /uploads/ 之后的部分',
        },
      ],
      responses: { '200': download('图片（缓存一天）', 'image/jpeg', 'code 0「文件不存在」') },
    }),
    op('get', '/files/{id}', {
      module: 'uploads',
      access: 'signed-in',
      summary: '读取敏感文件（营业执照、身份证照片、附件）',
      description: '仅上传者本人与园区运营角色的管理员可读；管理员查看敏感文件会记入审计日志。应答不缓存。',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }],
      responses: {
        '200': download(
          '图片',
          'image/jpeg',
          '未登录或会话失效 50008 / 50012 / 50014，他人的文件 code 0「无权查看该文件」，code 0「文件不存在」',
        ),
      },
    }),
    op('post', importsCalls.importCheck.path, {
      module: 'imports',
      access: 'admin',
      summary: '检查要导入的 Excel（试运行：逐行检查并给出报告，除导入记录外不写入任何数据）',
      description: `**后台角色**：园区运营。multipart/form-data：\`kind\` 为导入类型，\`file\` 为 .xlsx 文件（不超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB，按文件内容检查；每张工作表至多 ${IMPORT_MAX_ROWS} 行；公式按其计算结果读取）。成功时 data 为报告：各工作表新增、更新、不变与错误的行数，以及每个错误行的行号、列与原因；确认导入用 import_commit。检查会记入审计日志。`,
      requestBody: multipartBody(
        'kind',
        { type: 'string', enum: [...IMPORT_TARGETS], description: IMPORT_TARGETS.map((k) => `${k}：${IMPORT_TARGET_LABEL[k]}`).join('；') },
        { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      ),
      responses: {
        '200': {
          description: '信封：data 为导入报告；文件不是 .xlsx、超过大小或行数上限、缺少必填列等为 code 0',
          content: { 'application/json': { schema: { oneOf: [envelope(outputSchema(importReport)), { $ref: ref('Failure') }] } } },
        },
        ...failureResponses('post'),
      },
    }),
    ...(
      [
        [
          importsCalls.importTemplate.path,
          '下载导入模板（中文表头、示例行、下拉选项；kind=all 为包含全部工作表的整本模板）',
          '',
          importTemplateQuery,
        ],
        [
          importsCalls.importReportExport.path,
          '下载导入报告（上传的各工作表原样，末列为错误原因，可改正后重新上传）',
          '下载会记入审计日志。',
          importIdQuery,
        ],
      ] as const
    ).map(([path, summary, audited, query]) => xlsxDownload(path, 'imports', summary, audited, query)),
    xlsxDownload(
      billingCalls.warnExport.path,
      'billing',
      '导出预警列表为 Excel（kind 1 房租预警，2 其他预警；筛选同列表）',
      '按当前筛选导出全部预警（不分页）；导出会记入审计日志。',
      warnExportQuery,
    ),
    ...(
      [
        [applicationsCalls.applyExport.path, 'applications', '导出入驻申请为 Excel（全部状态；keyword 同列表）', adminListExportQuery],
        [applicationsCalls.companyExport.path, 'applications', '导出已入驻企业为 Excel（keyword 同列表）', adminListExportQuery],
        [billingCalls.leaseExport.path, 'billing', '导出房租合同为 Excel（status、keyword 同列表）', leaseExportQuery],
        [billingCalls.feeExport.path, 'billing', '导出服务费合同为 Excel（status、keyword 同列表）', feeExportQuery],
        [
          billingCalls.paymentExport.path,
          'billing',
          '导出某一合同的缴费记录为 Excel（type 1 房租，2 服务费；id 为合同编号），末行合计',
          paymentExportQuery,
        ],
        [
          billingCalls.parkPaymentExport.path,
          'billing',
          '导出全园区缴费记录为 Excel（type 0 全部，1 房租，2 服务费；from、to 为缴费日期范围，含两端），新的在前，末行合计',
          parkPaymentExportQuery,
        ],
      ] as const
    ).map(([path, module, summary, query]) =>
      xlsxDownload(path, module, summary, `至多 ${XLSX_EXPORT_CAP} 行；导出会记入审计日志。`, query),
    ),
    op('get', auditCalls.auditExport.path, {
      module: 'audit',
      access: 'admin',
      summary: '导出审计日志为 CSV（筛选同审计日志列表）',
      description: `**后台角色**：审计管理员。UTF-8（带 BOM）、RFC 4180；以 = + - @ 开头的单元格前加 '；最新在前，至多 ${AUDIT_EXPORT_CAP} 行；导出本身记入审计日志。失败时以 JSON 信封返回。`,
      parameters: queryParameters(inputSchema(auditExportQuery)),
      responses: { '200': download('CSV 文件（附件下载）', 'text/csv', STAFF_REFUSALS), ...failureResponses('get') },
    }),
    op('get', '/m/wechat/authorize', {
      module: 'auth',
      access: 'public',
      summary: '手机扫码后跳转到微信授权页（浏览器跳转，非 JSON 调用）',
      parameters: [{ name: 'sign', in: 'query', required: true, schema: { type: 'string' } }],
      responses: { '302': { description: '跳转到微信授权页；未启用微信登录时回到 /m/scan' } },
    }),
    op('get', '/m/wechat/callback', {
      module: 'auth',
      access: 'public',
      summary: '微信授权回调（浏览器跳转，非 JSON 调用）',
      parameters: ['sign', 'code', 'state'].map((name) => ({ name, in: 'query', required: name !== 'code', schema: { type: 'string' } })),
      responses: { '302': { description: '回到 /m/scan?sign=…（出错时带 error=denied / expired / wechat）' } },
    }),
    op('get', '/healthz', {
      module: 'apidocs',
      access: 'public',
      summary: '健康检查（数据库可用）',
      responses: {
        '200': {
          description: '正常',
          content: {
            'application/json': {
              schema: envelope({
                type: 'object',
                required: ['database'],
                properties: { database: { type: 'string', enum: ['pglite', 'postgres'] } },
              }),
            },
          },
        },
        '503': failure('数据库不可用'),
      },
    }),
    op('get', apidocsCalls.openApiJson.path, {
      module: 'apidocs',
      access: 'public',
      summary: '本文档（OpenAPI 3.1，JSON）',
      responses: { '200': { description: 'OpenAPI 文档', content: { 'application/json': { schema: { type: 'object' } } } } },
    }),
    op('get', apidocsCalls.docsPage.path, {
      module: 'apidocs',
      access: 'public',
      summary: '本文档的浏览页面',
      responses: { '200': { description: 'HTML 页面', content: { 'text/html': { schema: { type: 'string' } } } } },
    }),
  ];
}
