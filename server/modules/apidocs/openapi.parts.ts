import { Code } from '../../../shared/envelope';
import { STAFF_ROLE_LABEL } from '../../../shared/auth/staff-roles';
import type { Access, StaffRoles } from '../../lib/call';
import type { JsonSchema } from './json-schema';

/** Chinese tag per module folder under server/modules, in the order the document lists them. */
const MODULE_TAGS: [module: string, name: string, description: string][] = [
  ['auth', '登录与会话', '账号密码登录、扫码登录、当前用户、退出'],
  [
    'site',
    '站点配置',
    '站点配置、友情链接、合作伙伴、轮播图、园区数据；站点管理（系统管理员：站点信息；内容编辑：栏目介绍、轮播图、合作伙伴、友情链接）',
  ],
  ['articles', '政策与资讯', '政策资讯、通知公告、新闻动态'],
  ['content', '内容发布', '通知公告、新闻动态、科技/创业/孵化服务、培训活动、房源的草稿、发布、定时发布、下线与回收站（内容编辑）'],
  ['services', '企业服务', '科技服务、创业服务、孵化服务、培训服务'],
  ['rooms', '租赁服务', '可租房源'],
  ['companies', '入驻企业名录', '已入驻企业的公开信息'],
  ['consultations', '咨询', '提交咨询与本人的咨询记录；管理员的咨询收件箱与答复'],
  ['inbox', '待办答复', '服务诉求与在线咨询的答复时效概况（总览与菜单角标）'],
  ['search', '搜索', '导航栏搜索'],
  ['regions', '行政区划', '省、市、区三级地址'],
  ['uploads', '上传与文件', '图片上传与文件读取'],
  ['applications', '入驻申请与审核', '企业入驻申请（个人用户）与审核（管理员）'],
  ['billing', '房租与服务费', '房租合同、服务费合同、缴费记录、到期预警与概览'],
  ['imports', '数据导入', '从 Excel 导入房间、企业、房租合同、服务费合同与缴费记录：模板、检查（试运行）、确认导入、导入记录与报告'],
  ['message-centre', '消息中心', '本人的消息（入驻审核、咨询答复、服务诉求、政策通知、缴费登记、待办提醒）、未读数与已读标记'],
  [
    'bookings',
    '会议室预约',
    '会议室、培训室与路演厅：空闲时段、预约与取消、每月免费时长与使用费；管理员的会议室管理、日历、审核、调整与占用',
  ],
  ['reminders', '到期提醒', '到期提醒的发送记录与手动执行'],
  ['feedback', '服务诉求', '企业提交服务诉求（报修、借用会议室等）与服务记录；管理员的诉求收件箱、答复与办结'],
  ['policy-notices', '政策通知', '向入驻企业发布政策通知、记录跟进；企业查看发给本企业的通知；系统信息'],
  [
    'members',
    '企业成员',
    '企业成员与角色（负责人、财务、经办人）、按手机号邀请、转让负责人、企业联系人；园区运营查看成员、修改联系人与负责人',
  ],
  ['staff', '后台账号与角色', '后台账号（系统管理员）、角色分配、全体会话与登录锁定（安全管理员）'],
  ['audit', '审计日志', '审计日志查询与导出（审计管理员）'],
  ['columns', '栏目更新', '各栏目最近更新与更新期限（政府网站栏目更新检查）'],
  ['categories', '分类管理', '科技服务两级分类与培训分类的新增、改名、排序、删除（内容编辑）'],
  ['apidocs', '系统', '健康检查与本文档'],
];

export const TAGS = MODULE_TAGS.map(([, name, description]) => ({ name, description }));

export const moduleTag = (module: string): string => MODULE_TAGS.find(([m]) => m === module)?.[1] ?? '其他';

export const ref = (name: string) => `#/components/schemas/${name}`;

export const operationId = (method: string, path: string) => `${method}_${path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`;

/** A staff call's roles in words ('any': every staff account). */
export function staffRolesText(roles: StaffRoles): string {
  return roles === 'any' ? '任一后台账号（本人账号事务）' : roles.map((r) => STAFF_ROLE_LABEL[r]).join('、');
}

/** One sentence per access level: who may make the call and what others get. */

export const ACCESS_TEXT: Record<Access, string> = {
  public: '**权限：公开**，无需登录（带有效 token 时按该用户处理）。',
  'signed-in': '**权限：需登录**（管理员或个人用户均可）。未登录或会话失效时返回 code 50008 / 50012 / 50014。',
  admin:
    '**权限：仅管理员**（登录类型 1）。个人用户调用返回 code 0「无权访问」；未登录或会话失效时返回 50008 / 50012 / 50014（均为 HTTP 200）。',
  personal:
    '**权限：仅个人用户**（登录类型 2）。管理员调用返回 code 0「请切换为个人登录！」；未登录或会话失效时返回 50008 / 50012 / 50014（均为 HTTP 200）。',
};

/** Who may call: a public call takes a session when given; the others need the token header or the site's cookie. */
export function securityFor(access: Access): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ token: [] }, { cookie: [] }];
  return access === 'public' ? [{}, ...signedIn] : signedIn;
}

const envelopeRef = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: ref('Failure') } } },
});

/**
 * Transport refusals a call may give, the only answers that are not HTTP 200 (docs/ARCHITECTURE.md "Refusals"): every
 * business refusal, 无权访问 included, is the 200 envelope. 403 is the origin check of a state-changing request (POST).
 */
export function failureResponses(method: 'post' | 'get'): Record<string, JsonSchema> {
  return {
    '400': { $ref: '#/components/responses/BadRequest' },
    ...(method === 'post' ? { '403': { $ref: '#/components/responses/CrossSite' } } : {}),
    '429': { $ref: '#/components/responses/TooManyRequests' },
    '500': { $ref: '#/components/responses/ServerError' },
  };
}

const CODE_LINES = [
  `- \`${Code.OK}\`：成功，\`data\` 为结果`,
  `- \`${Code.FAIL}\`：失败，\`msg\` 为可直接展示的中文原因（数据未改动）`,
  `- \`${Code.TOKEN_INVALID}\`：未登录或 token 无效，客户端应清除 token 并提示重新登录`,
  `- \`${Code.LOGGED_IN_ELSEWHERE}\`：该账号已在别处登录，本会话已失效`,
  `- \`${Code.TOKEN_EXPIRED}\`：登录已过期`,
].join('\n');

export const COMPONENTS = {
  securitySchemes: {
    token: {
      type: 'apiKey',
      in: 'header',
      name: 'token',
      description: '登录（/api/user/admin_login 或扫码登录）返回的 token，放在每次调用的 `token` 请求头中（规格 §6）。',
    },
    cookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'token',
      description: '本站页面使用的 HttpOnly Cookie，只在同源请求中生效。',
    },
  },
  schemas: {
    EnvelopeCode: {
      type: 'integer',
      enum: [Code.OK, Code.FAIL, Code.TOKEN_INVALID, Code.LOGGED_IN_ELSEWHERE, Code.TOKEN_EXPIRED],
      description: `信封的 \`code\`（规格 §8）。业务失败（未登录、会话失效、无权访问、内容不存在、参数错误）同样以 HTTP 200 返回，以 code 区分：\n\n${CODE_LINES}`,
    },
    Failure: {
      type: 'object',
      description: '失败的信封：code 为 0 或 50008 / 50012 / 50014，data 为 null。',
      required: ['code', 'msg', 'data'],
      properties: {
        code: { $ref: ref('EnvelopeCode'), enum: [Code.FAIL, Code.TOKEN_INVALID, Code.LOGGED_IN_ELSEWHERE, Code.TOKEN_EXPIRED] },
        msg: { type: 'string', description: '中文原因，可直接展示给用户' },
        data: { type: 'null' },
      },
    },
  },
  responses: {
    BadRequest: envelopeRef('请求体不是合法的 JSON 或表单（code 0）'),
    CrossSite: envelopeRef(
      '浏览器从其他站点发起的请求（Origin 或 Referer 不是本站），在调用执行前被拒绝（code 0「请求来源不被允许」）；只带 token 请求头、不带 Origin 的客户端不受影响',
    ),
    TooManyRequests: {
      description: '调用过于频繁（code 0；retry_after 为需等待的秒数）',
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: ref('Failure') }, { type: 'object', properties: { retry_after: { type: 'integer', minimum: 0 } } }],
          },
        },
      },
    },
    ServerError: envelopeRef('服务器内部错误（code 0，msg 为「服务器繁忙，请稍后再试」，不含错误细节）'),
  },
};

export const DESCRIPTION = `园区企业服务门户的全部调用：规格 §7 中的调用与本产品为管理员、个人用户新增的调用。
本文档由服务端的 zod 契约生成（请求体、结果与所需角色），与实际校验一致。

**调用方式**：除文件上传、下载外，所有调用均为 \`POST\`，请求体为 JSON（旧客户端也可用表单编码）。
整数字段也接受数字字符串（如 \`"3"\`）。分页参数 \`start\` 为从 1 开始的页码，\`page_size\` 有上限。

**信封**：每个应答都是 \`{code, msg, data}\`，列表调用另带 \`count\`（总条数；带 \`count_at_least: true\` 时为下限，即“count 条以上”）：

${CODE_LINES}

**拒绝**：未登录或会话失效、无权访问（角色或登录类型不符、他人的文件）、内容不存在、参数错误，一律以 HTTP 200 返回信封，以 \`code\` 与 \`msg\` 说明；
文件下载与导出（\`/files/…\`、\`/uploads/…\`、Excel、CSV）被拒绝时同样以 HTTP 200 返回 JSON 信封（\`Content-Type: application/json\`，不缓存），请先看应答的 Content-Type。
只有传输层的拒绝使用其他状态码（同样带信封）：400 请求体无法解析、403 跨站来源、404 不存在的调用地址、413 请求体过大、415 请求格式不支持、429 调用过于频繁、5xx 服务器错误。

**身份**：登录后把 token 放在 \`token\` 请求头中；请求体里的 \`user_id\`、\`shop_id\`、\`admin_id\` 一律忽略，身份只取自会话。
角色：公开、需登录、仅管理员（登录类型 1）、仅个人用户（登录类型 2），见每个调用的说明与 \`x-access\`；后台调用另按后台角色（系统管理员、安全管理员、审计管理员、内容编辑、园区运营）授权，见 \`x-staff-roles\`。

**约定**：金额为保留两位小数的元（字符串，如 \`"12000.00"\`；房源的 \`monthly_rent\` 例外，为整数分）；日期为北京时间 \`yyyy-MM-dd\`。`;
