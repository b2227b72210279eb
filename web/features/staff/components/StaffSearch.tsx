import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import admin from '~/components/AdminPage.module.css';
import { clearable } from '~/components/clearable';

type Props = { path: string; keyword: string; keep: Record<string, string | number | null | undefined>; clearHref: string };

/** A GET form above the accounts table, so the keyword lives in the URL and works without JavaScript. */
export function StaffSearch({ path, keyword, keep, clearHref }: Props) {
  return (
    <Form method="get" action={path} role="search" className={admin.search}>
      <label htmlFor="staff-keyword" className="visually-hidden">
        关键词
      </label>
      <div className={admin.searchInput}>
        <Input
          id="staff-keyword"
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder="搜索账户名或姓名"
          allowClear={clearable}
          maxLength={50}
        />
      </div>
      {Object.entries(keep).map(([k, v]) => (v === undefined || v === null ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        搜索
      </Button>
      {keyword && <Link to={clearHref}>清除</Link>}
    </Form>
  );
}
