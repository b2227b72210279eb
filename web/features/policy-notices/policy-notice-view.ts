import type { MyPolicyNoticeItem, PolicyNoticeItem } from '@shared/contracts/policy-notices';
import { PolicyNoticeWindow } from '@shared/policy-notices/rules';

/** 'YYYY-MM-DD 至 YYYY-MM-DD', or what is known of it. */
export function windowText(n: Pick<MyPolicyNoticeItem, 'start_time' | 'end_time'>): string {
  if (n.start_time && n.end_time) return `${n.start_time} 至 ${n.end_time}`;
  if (n.start_time) return `${n.start_time} 起`;
  if (n.end_time) return `截至 ${n.end_time}`;
  return '长期有效';
}

/** Tag tone of a window state: current stands out, ended is muted. */
export function windowTone(window: number): 'ok' | 'info' | 'plain' {
  return window === PolicyNoticeWindow.CURRENT ? 'ok' : window === PolicyNoticeWindow.UPCOMING ? 'info' : 'plain';
}

/** A notice's link opens in a new tab; outside addresses also send no referrer. */
export function linkProps(link: string): { href: string; target: '_blank'; rel: string } | null {
  if (!link) return null;
  return { href: link, target: '_blank', rel: link.startsWith('/') ? 'noopener' : 'noopener noreferrer' };
}

/** The company's own notice or one to every company, as the company reads it. */
export function audienceLabel(n: Pick<MyPolicyNoticeItem, 'company_id'>): string {
  return n.company_id === 0 ? '面向全部企业' : '面向本企业';
}

/** The follow-up cell of the staff's table: count and the newest one, in one line each. */
export function followupSummary(n: Pick<PolicyNoticeItem, 'followup_count' | 'last_followup'>): { count: string; last: string } {
  if (n.followup_count === 0 || !n.last_followup) return { count: '尚无跟进记录', last: '' };
  const f = n.last_followup;
  return { count: `共 ${n.followup_count} 次`, last: `${f.createtime}${f.admin_name ? ` ${f.admin_name}` : ''}：${f.note}` };
}
