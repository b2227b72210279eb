import { policyNoticeAddBody, policyNoticeFollowBody, type PolicyNoticeCompanyOption } from '@shared/contracts/policy-notices';
import { ALL_COMPANIES, targetsCompanies } from '@shared/policy-notices/rules';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';

/** A form's payload as its call takes it (the body schema's input), or the contract's messages by field. */
export type Checked<P> = { ok: true; payload: P } | { ok: false; errors: FieldErrors };

function check<S extends z.ZodType>(schema: S, payload: z.input<S>): Checked<z.input<S>> {
  const parsed = schema.safeParse(payload);
  return parsed.success ? { ok: true, payload } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** The 新增通知 form: company 0 means every settled company. Dates are 'YYYY-MM-DD' ('' when not chosen). */
export type PolicyNoticeFormValues = { company_id: number; title: string; start_time: string; end_time: string; link: string };

export const POLICY_NOTICE_FIELDS = ['company_id', 'title', 'start_time', 'end_time', 'link'] as const;

export const emptyPolicyNoticeValues = (today: string): PolicyNoticeFormValues => ({
  company_id: 0,
  title: '',
  start_time: today,
  end_time: '',
  link: '',
});

/**
 * policy_notice_add, checked with the server's contract. Where notices cannot go to single companies
 * (system_type other than 2 or 3) the company is always 0.
 */
export function checkPolicyNotice(v: PolicyNoticeFormValues, systemType: number): Checked<z.input<typeof policyNoticeAddBody>> {
  return check(policyNoticeAddBody, {
    company_id: targetsCompanies(systemType) ? (v.company_id ?? 0) : 0,
    title: (v.title ?? '').trim(),
    start_time: v.start_time,
    end_time: v.end_time,
    link: (v.link ?? '').trim(),
  });
}

/** policy_notice_follow {id, note}. */
export function checkFollow(id: number, note: string): Checked<z.input<typeof policyNoticeFollowBody>> {
  return check(policyNoticeFollowBody, { id, note: note.trim() });
}

/** The picker's choices: 全部企业 first, then the settled companies by name. */
export function companyChoices(options: PolicyNoticeCompanyOption[]): { value: number; label: string }[] {
  return [{ value: 0, label: ALL_COMPANIES }, ...options.map((c) => ({ value: c.id, label: c.name }))];
}
