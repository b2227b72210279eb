import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, StaffRole, type StaffRoleValue } from '../../shared/auth/staff-roles';
import { LoginType } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { describedCalls, type StaffRoles } from '../lib/call';
import { createTestApp, signIn, type TestApp } from './harness';

const ANY = 'any' as const;
const OPS = [StaffRole.OPERATIONS];

/**
 * Who may make each staff call (issue 13), written out by hand (the routes outside defineCall — exports, uploads,
 * file downloads — are in staff-routes.test.ts): the registry must match it, so a new staff call, or
 * a change of who may make one, is a change to this table too, read by a reviewer.
 */
const MATRIX: Record<string, StaffRoles> = {
  // One's own account security: every staff account.
  '/api/admin/security_info': ANY,
  '/api/admin/change_password': ANY,
  '/api/admin/totp_setup': ANY,
  '/api/admin/totp_enable': ANY,
  '/api/admin/totp_disable': ANY,
  '/api/admin/my_sessions': ANY,
  '/api/admin/end_session': ANY,
  // Park operations: applications, companies, leases, fees, warnings, reminders, inboxes, policy notices.
  '/api/admin/question_list': OPS,
  '/api/admin/question_detail': OPS,
  '/api/admin/question_reply': OPS,
  '/api/index/apply_list': OPS,
  '/api/index/system_shop_list': OPS,
  '/api/admin/company_listing': OPS,
  '/api/admin/company_listing_save': OPS,
  '/api/index/exam_status': OPS,
  '/api/admin/delete_id_photos': OPS,
  '/api/index/warn_list': OPS,
  '/api/index/ortherwarn_list': OPS,
  '/api/index/warn_data': OPS,
  '/api/index/update_time': OPS,
  '/api/admin/pay_add': OPS,
  '/api/admin/record_list': OPS,
  '/api/admin/lease_list': OPS,
  '/api/admin/fee_list': OPS,
  '/api/admin/lease_save': OPS,
  '/api/admin/fee_save': OPS,
  '/api/admin/lease_end': OPS,
  '/api/admin/fee_end': OPS,
  '/api/admin/contract_options': OPS,
  '/api/admin/reminder_list': OPS,
  '/api/admin/reminder_run': OPS,
  '/api/admin/message_delivery_list': OPS,
  '/api/admin/message_delivery_resend': OPS,
  // 会议室管理 (issue 33).
  '/api/admin/space_list': OPS,
  '/api/admin/space_save': OPS,
  '/api/admin/booking_calendar': OPS,
  '/api/admin/booking_list': OPS,
  '/api/admin/booking_save': OPS,
  '/api/admin/booking_move': OPS,
  '/api/admin/booking_cancel': OPS,
  '/api/admin/booking_review': OPS,
  '/api/admin/booking_settings': OPS,
  '/api/admin/booking_settings_save': OPS,
  '/api/admin/room_charge_list': OPS,
  '/api/admin/room_charge_pay': OPS,
  '/api/admin/feedback_inbox': OPS,
  '/api/admin/feedback_detail': OPS,
  '/api/admin/feedback_reply': OPS,
  '/api/admin/import_commit': OPS,
  '/api/admin/import_detail': OPS,
  '/api/admin/import_list': OPS,
  '/api/admin/inbox_summary': OPS,
  '/api/index/system_info': OPS,
  '/api/admin/policy_notice_list': OPS,
  '/api/admin/policy_notice_companies': OPS,
  '/api/admin/policy_notice_add': OPS,
  '/api/admin/policy_notice_follow': OPS,
  '/api/admin/policy_notice_followups': OPS,
  '/api/admin/policy_notice_delete': OPS,
  // A company's team (issue 30): its members, contacts and a new 负责人, with the company list.
  '/api/index/shop_members': OPS,
  '/api/index/shop_contact_save': OPS,
  '/api/index/shop_owner_set': OPS,
  // Audit trail (auditor): reading it is the 审计管理员's alone (the CSV export is a GET route: staff-routes.test.ts).
  '/api/admin/audit_list': [StaffRole.AUDITOR],
  // Staff accounts and roles (issues 13, 27): creating and renaming by the system administrator; status, passwords and
  // roles by both, each to the accounts the duty table (STAFF_DUTY_TABLE) gives it; second factors, sessions and
  // lockouts by security.
  '/api/admin/staff_list': [StaffRole.SYSTEM, StaffRole.SECURITY],
  '/api/admin/staff_create': [StaffRole.SYSTEM],
  '/api/admin/staff_update': [StaffRole.SYSTEM],
  '/api/admin/staff_status': [StaffRole.SYSTEM, StaffRole.SECURITY],
  '/api/admin/staff_reset_password': [StaffRole.SYSTEM, StaffRole.SECURITY],
  '/api/admin/staff_roles': [StaffRole.SYSTEM, StaffRole.SECURITY],
  '/api/admin/staff_totp_reset': [StaffRole.SECURITY],
  '/api/admin/staff_sessions': [StaffRole.SECURITY],
  '/api/admin/staff_session_end': [StaffRole.SECURITY],
  '/api/admin/lockouts': [StaffRole.SECURITY],
  '/api/admin/lockout_clear': [StaffRole.SECURITY],
  // Content: policies (issue 13): the content editor's alone.
  '/api/admin/policy_list': [StaffRole.CONTENT],
  '/api/admin/policy_trash': [StaffRole.CONTENT],
  '/api/admin/policy_detail': [StaffRole.CONTENT],
  '/api/admin/policy_save': [StaffRole.CONTENT],
  '/api/admin/policy_publish': [StaffRole.CONTENT],
  '/api/admin/policy_unpublish': [StaffRole.CONTENT],
  '/api/admin/policy_delete': [StaffRole.CONTENT],
  '/api/admin/policy_restore': [StaffRole.CONTENT],
  '/api/admin/content_list': [StaffRole.CONTENT],
  '/api/admin/content_trash': [StaffRole.CONTENT],
  '/api/admin/content_detail': [StaffRole.CONTENT],
  '/api/admin/content_options': [StaffRole.CONTENT],
  '/api/admin/content_save': [StaffRole.CONTENT],
  '/api/admin/content_publish': [StaffRole.CONTENT],
  '/api/admin/content_unpublish': [StaffRole.CONTENT],
  '/api/admin/content_delete': [StaffRole.CONTENT],
  '/api/admin/content_restore': [StaffRole.CONTENT],
  // Column freshness (栏目更新): editors and system administrators read it; the limits are a system setting.
  '/api/admin/columns_overview': [StaffRole.CONTENT, StaffRole.SYSTEM],
  '/api/admin/columns_limits_save': [StaffRole.SYSTEM],
  // Categories of technical services and training: the content editor's.
  '/api/admin/category_list': [StaffRole.CONTENT],
  '/api/admin/category_create': [StaffRole.CONTENT],
  '/api/admin/category_rename': [StaffRole.CONTENT],
  '/api/admin/category_sort': [StaffRole.CONTENT],
  '/api/admin/category_delete': [StaffRole.CONTENT],
  '/api/admin/site_settings': [StaffRole.SYSTEM],
  '/api/admin/site_settings_save': [StaffRole.SYSTEM],
  '/api/admin/site_columns': [StaffRole.CONTENT],
  '/api/admin/site_columns_save': [StaffRole.CONTENT],
  '/api/admin/site_item_list': [StaffRole.CONTENT],
  '/api/admin/site_item_save': [StaffRole.CONTENT],
  '/api/admin/site_item_toggle': [StaffRole.CONTENT],
  '/api/admin/site_item_delete': [StaffRole.CONTENT],
  '/api/admin/site_item_restore': [StaffRole.CONTENT],
};

const allows = (roles: StaffRoles, role: StaffRoleValue) => roles === ANY || roles.includes(role);

describe('staff roles × calls', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRoleValue, string>;
  let personal: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of STAFF_ROLES) tokens[role] = (await signIn(t, { type: LoginType.ADMIN, roles: [role] })).token;
    personal = (await signIn(t)).token;
  });
  afterAll(() => t.close());

  it('every staff call names its roles, exactly as the matrix says', () => {
    const staffCalls = Object.fromEntries(
      describedCalls()
        .filter((c) => c.access === 'admin')
        .map((c) => [c.path, c.roles]),
    );
    expect(staffCalls).toEqual(MATRIX);
  });

  it('refuses each staff call to every role outside its list and to personal users, and lets its roles past the gate', async () => {
    const refusedWrongly: string[] = [];
    const letThrough: string[] = [];
    for (const [path, roles] of Object.entries(MATRIX)) {
      for (const role of STAFF_ROLES) {
        const { status, body } = await t.raw(path, {}, tokens[role]);
        // 无权访问 as every business refusal is: HTTP 200, code 0 (docs/ARCHITECTURE.md "Refusals").
        const refused = status === 200 && body.code === 0 && body.msg === MSG.forbidden;
        if (allows(roles, role) && refused) refusedWrongly.push(`${path} ${role}`);
        if (!allows(roles, role) && !refused) letThrough.push(`${path} ${role} → ${status} ${JSON.stringify(body).slice(0, 80)}`);
      }
      const { status, body } = await t.raw(path, {}, personal);
      if (!(status === 200 && body.code === 0 && body.msg === MSG.forbidden)) letThrough.push(`${path} personal → ${status} ${body.msg}`);
    }
    expect(letThrough).toEqual([]);
    expect(refusedWrongly).toEqual([]);
  });
});
