import { paths } from '~/config/paths';
import { loadReminders } from '~/features/billing/contracts/api/contracts.server';
import { RemindersPage } from '~/features/billing/contracts/components/RemindersPage';
import { parseReminderQuery } from '~/features/billing/contracts/contract-query';
import { listLoader } from '~/lib/list-load.server';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/reminders';

/** The reminders sent to companies (reminder_list): keyword and page from the URL. */
export const loader = listLoader(parseReminderQuery, loadReminders);

export const meta = metaOf('到期提醒记录 - 管理后台', '到期提醒的发送记录。');

export default function SystemReminders({ loaderData }: Route.ComponentProps) {
  return <RemindersPage path={paths.system.reminders} query={loaderData.query} page={loaderData.page} />;
}
