import type { PolicySeed } from './files';
import talentPoliciesRows from './policies-talent.json';

/** 人力资源 (category 3). */
export const TALENT_POLICIES = talentPoliciesRows as PolicySeed[];
