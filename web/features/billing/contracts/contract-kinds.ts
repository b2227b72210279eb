import { RecordType, type RecordTypeValue } from '@shared/billing/rules';
import * as billingCalls from '@shared/calls/billing';

/** What differs between the staff's lease pages and service-fee pages; everything else is one set of components. */
export type ContractKind = {
  key: 'lease' | 'fee';
  recordType: RecordTypeValue;
  /** 租约 / 服务费合同 */
  noun: string;
  createLabel: string;
  endLabel: string;
  endConfirm: string;
  liveLabel: string;
  searchPlaceholder: string;
  labels: { months: string; cycle: string; price: string };
  calls: {
    list: typeof billingCalls.leaseList | typeof billingCalls.feeList;
    save: typeof billingCalls.leaseSave | typeof billingCalls.feeSave;
    end: typeof billingCalls.leaseEnd | typeof billingCalls.feeEnd;
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
  endConfirm: '确定终止该租约吗？',
  liveLabel: '在租',
  searchPlaceholder: '搜索企业名称或房间号',
  labels: { months: '租期(月)', cycle: '付款方式', price: '月租金(元)' },
  calls: { list: billingCalls.leaseList, save: billingCalls.leaseSave, end: billingCalls.leaseEnd },
  exportPath: billingCalls.leaseExport.path,
};

export const FEE_KIND: ContractKind = {
  key: 'fee',
  recordType: RecordType.FEE,
  noun: '服务费合同',
  createLabel: '新建服务费合同',
  endLabel: '终止合同',
  endConfirm: '确定终止该服务费合同吗？',
  liveLabel: '生效中',
  searchPlaceholder: '搜索企业名称或费用名称',
  labels: { months: '期限(月)', cycle: '收费方式', price: '月单价(元)' },
  calls: { list: billingCalls.feeList, save: billingCalls.feeSave, end: billingCalls.feeEnd },
  exportPath: billingCalls.feeExport.path,
};
