import { PAY_CYCLES, PAYMENT_METHODS } from '../billing/rules';
import { YES_NO, withCreditCheck, type ImportKind } from './rules';

/**
 * The columns of each import sheet (issue 31): the template's header, the other headers accepted for it (the back
 * office's own exports, so an export can be edited and imported back), whether it must be filled, the list a cell
 * is chosen from (the template's data validation), and the example row's value. Unknown columns are ignored.
 */
export type ImportList =
  'categories' | 'provinces' | 'payWays' | 'cycles' | 'yesNo' | 'occupancy' | 'usages' | 'leaseStatus' | 'feeStatus' | 'recordTypes';

export type ImportColumn = {
  key: string;
  header: string;
  aliases?: readonly string[];
  required?: boolean;
  list?: ImportList;
  /** A hint in the template's header note. */
  note?: string;
  example: string | number;
  width: number;
};

/** Room uses (用途). */
export const ROOM_USAGES = ['办公', '研发', '生产', '仓储', '商业', '其他'] as const;
/** A room's 出租状态 as the content form names it. */
export const OCCUPANCY_LABELS = ['空置', '已出租'] as const;
export const LEASE_STATUS_LABELS = ['在租', '已终止'] as const;
export const FEE_STATUS_LABELS = ['生效中', '已终止'] as const;
/** A payment's contract kind (the park payments export's 类型). */
export const RECORD_TYPE_LABELS = ['房租', '服务费'] as const;

/** The fixed lists of a template (categories and provinces come from the database). */
export const IMPORT_FIXED_LISTS: Record<Exclude<ImportList, 'categories' | 'provinces'>, readonly string[]> = {
  payWays: PAYMENT_METHODS,
  cycles: PAY_CYCLES.map((c) => c.label),
  yesNo: YES_NO,
  occupancy: OCCUPANCY_LABELS,
  usages: ROOM_USAGES,
  leaseStatus: LEASE_STATUS_LABELS,
  feeStatus: FEE_STATUS_LABELS,
  recordTypes: RECORD_TYPE_LABELS,
};

const DATE_NOTE = '日期，格式 yyyy-MM-dd';

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  rooms: [
    { key: 'building', header: '楼栋', example: 'A栋', width: 10, note: '与房间号一起确定一个房间' },
    { key: 'number', header: '房间号', required: true, example: 'A-1203', width: 12 },
    { key: 'floor', header: '楼层', aliases: ['位置'], example: '12层', width: 10 },
    { key: 'title', header: '房源名称', example: 'A栋1203 精装办公室', width: 24, note: '不填时为楼栋+房间号' },
    { key: 'area', header: '面积(㎡)', aliases: ['面积'], required: true, example: 120.5, width: 10 },
    { key: 'usage', header: '用途', list: 'usages', example: '办公', width: 8 },
    { key: 'work', header: '工位数', example: 20, width: 8 },
    { key: 'rent', header: '月租金(元)', aliases: ['参考月租金(元)'], example: 9000, width: 12, note: '不填或 0 为面议' },
    {
      key: 'occupancy',
      header: '出租状态',
      aliases: ['状态'],
      list: 'occupancy',
      example: '空置',
      width: 10,
      note: '导入租约后按在租合同更新',
    },
    { key: 'published', header: '是否发布', list: 'yesNo', example: '是', width: 10, note: '是：显示在租赁服务页面' },
  ],
  companies: [
    { key: 'name', header: '企业名称', required: true, example: '示例科技有限公司', width: 28 },
    {
      key: 'creditCode',
      header: '统一社会信用代码',
      example: withCreditCheck('91320102MA1W8XK3Q'),
      width: 22,
      note: '18 位；与企业名称之一确定一家企业',
    },
    {
      key: 'categories',
      header: '行业类别',
      aliases: ['所属行业'],
      list: 'categories',
      example: '电子信息',
      width: 16,
      note: '多个用顿号分隔',
    },
    { key: 'province', header: '省份', list: 'provinces', example: '江苏省', width: 10 },
    { key: 'city', header: '城市', example: '南京市', width: 10 },
    { key: 'district', header: '区县', example: '玄武区', width: 10 },
    { key: 'address', header: '详细地址', example: '珠江路 88 号 A栋 1203', width: 28 },
    { key: 'contact', header: '联系人', required: true, example: '张三', width: 10 },
    {
      key: 'mobile',
      header: '手机号',
      aliases: ['联系方式', '联系电话'],
      required: true,
      example: '13800000000',
      width: 14,
      note: '企业负责人用此手机号登录后即可进入企业',
    },
    { key: 'email', header: '电子邮箱', aliases: ['邮箱'], example: 'contact@example.com', width: 22 },
    { key: 'movedIn', header: '入驻日期', example: '2024-03-01', width: 12, note: DATE_NOTE },
    { key: 'listed', header: '企业名录展示', list: 'yesNo', example: '是', width: 12 },
  ],
  leases: [
    { key: 'number', header: '合同编号', required: true, example: 'ZL-2026-001', width: 16 },
    { key: 'company', header: '企业名称', required: true, example: '示例科技有限公司', width: 28 },
    { key: 'building', header: '楼栋', example: 'A栋', width: 10 },
    { key: 'room', header: '房间号', required: true, example: 'A-1203', width: 12 },
    { key: 'signDate', header: '签约日期', required: true, example: '2026-01-01', width: 12, note: DATE_NOTE },
    { key: 'startDate', header: '起租日期', required: true, example: '2026-01-01', width: 12, note: DATE_NOTE },
    { key: 'months', header: '租期(月)', aliases: ['租期'], required: true, example: 12, width: 10 },
    { key: 'price', header: '月租金(元)', required: true, example: 9000, width: 12 },
    { key: 'cycle', header: '付款方式', required: true, list: 'cycles', example: '季付', width: 10 },
    { key: 'amountDue', header: '每期应缴(元)', example: 27000, width: 12, note: '不填时为月租金×付款周期' },
    { key: 'deposit', header: '押金(元)', example: 18000, width: 12 },
    { key: 'paidUntil', header: '已缴至', example: '2026-03-31', width: 12, note: '不填时为起租前一天（尚未缴费）' },
    { key: 'status', header: '状态', list: 'leaseStatus', example: '在租', width: 8 },
  ],
  fees: [
    { key: 'number', header: '合同编号', required: true, example: 'WY-2026-001', width: 16 },
    { key: 'company', header: '企业名称', required: true, example: '示例科技有限公司', width: 28 },
    { key: 'title', header: '费用名称', required: true, example: '物业费', width: 14 },
    { key: 'signDate', header: '签约日期', required: true, example: '2026-01-01', width: 12, note: DATE_NOTE },
    { key: 'months', header: '期限(月)', aliases: ['期限'], required: true, example: 12, width: 10 },
    { key: 'price', header: '月单价(元)', required: true, example: 600, width: 12 },
    { key: 'cycle', header: '收费方式', aliases: ['付款方式'], required: true, list: 'cycles', example: '季付', width: 10 },
    { key: 'amountDue', header: '每期应缴(元)', example: 1800, width: 12, note: '不填时为月单价×收费周期' },
    { key: 'paidUntil', header: '已缴至', example: '2026-03-31', width: 12, note: '不填时为签约前一天（尚未缴费）' },
    { key: 'status', header: '状态', list: 'feeStatus', example: '生效中', width: 8 },
  ],
  payments: [
    { key: 'number', header: '合同编号', required: true, example: 'ZL-2026-001', width: 16 },
    { key: 'type', header: '类型', list: 'recordTypes', example: '房租', width: 8, note: '合同编号同时用于两类合同时必填' },
    { key: 'paidOn', header: '缴费日期', aliases: ['缴费时间'], required: true, example: '2026-01-05', width: 12, note: DATE_NOTE },
    { key: 'paidThrough', header: '缴至', required: true, example: '2026-03-31', width: 12, note: DATE_NOTE },
    { key: 'amount', header: '金额(元)', required: true, example: 27000, width: 12 },
    { key: 'payWay', header: '缴费方式', list: 'payWays', example: '对公转账', width: 10 },
    { key: 'remark', header: '备注', example: '2026 年第一季度', width: 24 },
  ],
};
