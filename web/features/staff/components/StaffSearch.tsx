import { AdminSearch } from '~/components/AdminSearch';

type Props = { path: string; keyword: string; keep: Record<string, string | number | null | undefined>; clearHref: string };

/** A GET form above the accounts table, so the keyword lives in the URL and works without JavaScript. */
export function StaffSearch(props: Props) {
  return <AdminSearch id="staff-keyword" placeholder="搜索账户名或姓名" {...props} />;
}
