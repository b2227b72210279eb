/**
 * Policy notices pushed to the demo companies (issue 10). `policy` is a seeded policy title (the link goes to
 * its page) unless `link` is given; start/end are days from today; follow-ups are `ago` days before today.
 */
export type PolicyNoticeSeed = {
  company: string | null;
  policy: string;
  link?: string;
  start: number;
  end: number;
  followups?: { ago: number; note: string }[];
};

export const POLICY_NOTICES: PolicyNoticeSeed[] = [
  {
    company: 'hanxin', policy: '集成电路设计企业流片费用补贴实施办法', start: -30, end: 40,
    followups: [
      { ago: 25, note: '已电话联系王启明，企业计划本月内整理流片费用清单并提交申报。' },
      { ago: 12, note: '企业已提交申报材料，园区完成初审并报送区科技局。' },
    ],
  },
  { company: 'hanxin', policy: '关于组织申报首台（套）装备、首批次新材料、首版次软件的通知', start: -8, end: 28 },
  {
    company: 'hanxin', policy: '关于组织开展2026年度科技型中小企业评价入库工作的提示', start: -90, end: -10,
    followups: [{ ago: 40, note: '企业已完成评价入库，取得入库登记编号。' }],
  },
  { company: 'yuntu', policy: '园区企业数字化改造项目补助申报指南', start: -20, end: 25 },
  {
    company: 'shenlan', policy: '产学研合作项目资助管理办法', start: -15, end: 60,
    followups: [{ ago: 10, note: '已与企业确认合作高校，协助准备项目申报书。' }],
  },
  { company: 'anheng', policy: '关于组织开展2026年度科技型中小企业评价入库工作的提示', start: -40, end: 39 },
  { company: 'zhizao', policy: '关于做好2026年度绿色工厂创建工作的通知', start: -60, end: 5 },
  { company: 'xinshijie', policy: '园区科技企业孵化器在孵企业培育扶持办法（试行）', start: -10, end: 90 },
  {
    company: null, policy: '关于做好园区企业稳岗返还申领工作的通知', start: -4, end: 23,
    followups: [{ ago: 2, note: '已在园区企业群转发，并安排专人解答申领问题。' }],
  },
  { company: null, policy: '关于开展2026年度高新技术企业认定申报的通知', link: 'https://www.most.gov.cn/', start: 5, end: 50 },
];

/** The deployment's system_type (spec §3 System info): 2 addresses notices to single companies. */
export const SYSTEM_TYPE = 2;
