import type { PolicySeed } from './files';
import techPoliciesRows from './policies-tech.json';

/** 科技 (category 1). */
export const TECH_POLICIES = techPoliciesRows as PolicySeed[];
