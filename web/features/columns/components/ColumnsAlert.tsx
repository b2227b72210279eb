import { Alert } from 'antd';
import { ColumnState, type ColumnOverviewItem } from '@shared/contracts/columns';
import { LoadError } from '~/components/LoadError';
import type { ListPage } from '~/lib/list-load.server';
import s from './Columns.module.css';
import admin from '~/components/AdminPage.module.css';

/** Why a column is flagged, in one phrase: "已 20 天未更新（期限 14 天）" or "尚无已发布内容". */
function why(c: ColumnOverviewItem): string {
  return c.days_since === null ? '尚无已发布内容' : `已 ${c.days_since} 天未更新（期限 ${c.limit_days} 天）`;
}

/** What the overview says on top: the failed load, the overdue columns (and those near their limit), or that all is well. */
function alertOf(page: ListPage<ColumnOverviewItem>) {
  if (page.error) return <LoadError msg={page.error} />;
  const overdue = page.items.filter((c) => c.state === ColumnState.OVERDUE);
  const dueSoon = page.items.filter((c) => c.state === ColumnState.DUE_SOON);
  if (overdue.length > 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={`${overdue.length} 个栏目已超期未更新`}
        description={
          <>
            政府网站检查中，栏目超过更新期限未更新即为问题，请尽快发布新内容：
            <ul className={s.overdueList}>
              {overdue.map((c) => (
                <li key={c.key}>
                  {c.name}：{why(c)}
                </li>
              ))}
              {dueSoon.map((c) => (
                <li key={c.key}>
                  {c.name}：即将超期，{why(c)}
                </li>
              ))}
            </ul>
          </>
        }
      />
    );
  }
  if (dueSoon.length > 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${dueSoon.length} 个栏目即将超期`}
        description={dueSoon.map((c) => `${c.name}：${why(c)}`).join('；')}
      />
    );
  }
  return page.items.length > 0 ? <Alert type="success" showIcon title="各栏目均在更新期限内" /> : null;
}

/** The warning above the columns table (the government inspection's rule), in the back office's alert frame. */
export function ColumnsAlert({ page }: { page: ListPage<ColumnOverviewItem> }) {
  const alert = alertOf(page);
  return alert && <div className={admin.alert}>{alert}</div>;
}
