import type { PolicySeed } from './files';
import industryPoliciesRows from './policies-industry.json';

/** 工业和信息化 (category 2). */
export const INDUSTRY_POLICIES = industryPoliciesRows as PolicySeed[];
