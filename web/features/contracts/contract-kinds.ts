import { RecordType, type RecordTypeValue } from '@shared/billing/rules';
import * as billing from '@shared/calls/billing';

/** What differs between the staff's lease pages and service-fee pages; everything else is one set of components. */
export type ContractKind = {
  key: 'lease' | 'fee';
  recordType: RecordTypeValue;
  /** 租约 / 服务费合同 */
  noun: string;
  createLabel: string;
  endLabel: string;
  endQuestion: string;
  liveLabel: string;
  searchPlaceholder: string;
  labels: { months: string; cycle: string; price: string };
  calls: {
    list: typeof billing.leaseList | typeof billing.feeList;
    save: typeof billing.leaseSave | typeof billing.feeSave;
    end: typeof billing.leaseEnd | typeof billing.feeEnd;
  };
  /** The list's Excel export (a GET download with the list's status and keyword). */
  exportPath: string;
};

export const LEASE_KIND: ContractKind = {
  key: 'lease',
  recordType: RecordType.LEASE,
  noun: '租约',
  createLabel: '新建租约',
  endLabel: '终止租约',
  endQuestion: '确定终止该租约吗？',
  liveLabel: '在租',
  searchPlaceholder: '搜索企业名称或房间号',
  labels: { months: '租期(月)', cycle: '付款方式', price: '月租金(元)' },
  calls: { list: billing.leaseList, save: billing.leaseSave, end: billing.leaseEnd },
  exportPath: billing.leaseExport.path,
};

export const FEE_KIND: ContractKind = {
  key: 'fee',
  recordType: RecordType.FEE,
  noun: '服务费合同',
  createLabel: '新建服务费合同',
  endLabel: '终止合同',
  endQuestion: '确定终止该服务费合同吗？',
  liveLabel: '生效中',
  searchPlaceholder: '搜索企业名称或费用名称',
  labels: { months: '期限(月)', cycle: '收费方式', price: '月单价(元)' },
  calls: { list: billing.feeList, save: billing.feeSave, end: billing.feeEnd },
  exportPath: billing.feeExport.path,
};
