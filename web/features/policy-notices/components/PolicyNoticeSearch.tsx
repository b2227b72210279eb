import { AdminSearch } from '~/components/AdminSearch';

/** The search above the notice table: a GET form, so the keyword lives in the URL (page back to 1). */
export function PolicyNoticeSearch({ path, keyword }: { path: string; keyword: string }) {
  return <AdminSearch path={path} id="notice-keyword" keyword={keyword} placeholder="搜索通知标题或企业名称" />;
}
