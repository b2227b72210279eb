import type { ApplicationView } from '@shared/contracts/applications';
import { WIDE } from '~/components/FactTable';
import { StatusTag } from './StatusTag';

/** The facts an application opens with, in the applicant's record and the reviewer's dialog alike. */
export const applicantFacts = (a: ApplicationView) => [
  { key: 'shop_name', label: '企业名称', children: a.shop_name, span: WIDE },
  { key: 'status', label: '审核状态', children: <StatusTag status={a.status} /> },
  { key: 'cat', label: '企业类别', children: a.cat_name || '—' },
  { key: 'people', label: '联系人', children: a.people_name },
  { key: 'mobile', label: '联系方式', children: a.mobile },
];
