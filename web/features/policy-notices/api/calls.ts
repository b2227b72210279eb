/** The calls behind the policy-notice pages (server/modules/policy-notices). */
export const SYSTEM_INFO_CALL = '/api/index/system_info';
export const NOTICE_LIST_CALL = '/api/admin/policy_notice_list';
export const NOTICE_COMPANIES_CALL = '/api/admin/policy_notice_companies';
export const NOTICE_ADD_CALL = '/api/admin/policy_notice_add';
export const NOTICE_FOLLOW_CALL = '/api/admin/policy_notice_follow';
export const NOTICE_FOLLOWUPS_CALL = '/api/admin/policy_notice_followups';
export const NOTICE_DELETE_CALL = '/api/admin/policy_notice_delete';
export const MY_NOTICE_CALL = '/api/index/my_notice';
