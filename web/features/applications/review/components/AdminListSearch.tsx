import s from './AdminList.module.css';
import { AdminSearch } from '~/components/AdminSearch';

/** The search above a back-office table: a GET form, so the keyword lives in the URL (page resets to 1). */
export function AdminListSearch({ path, keyword, placeholder }: { path: string; keyword: string; placeholder: string }) {
  return <AdminSearch path={path} id="admin-keyword" keyword={keyword} placeholder={placeholder} className={s.search} />;
}
