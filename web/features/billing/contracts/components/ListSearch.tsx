import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import admin from '~/components/AdminPage.module.css';
import { clearable } from '~/components/clearable';

type Props = {
  path: string;
  keyword: string;
  placeholder: string;
  /** Other filters the search keeps (the status filter); the page goes back to 1. */
  keep?: Record<string, string | number | undefined>;
  /** Where 清除 goes (the same filters without the keyword). */
  clearHref: string;
};

/** A GET form above a back-office table, so the keyword lives in the URL and works without JavaScript. */
export function ListSearch({ path, keyword, placeholder, keep = {}, clearHref }: Props) {
  return (
    <Form method="get" action={path} role="search" className={admin.search}>
      <label htmlFor="contracts-keyword" className="visually-hidden">
        关键词
      </label>
      <div className={admin.searchInput}>
        <Input
          id="contracts-keyword"
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder={placeholder}
          allowClear={clearable}
          maxLength={50}
        />
      </div>
      {Object.entries(keep).map(([k, v]) => (v === undefined ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        搜索
      </Button>
      {keyword && <Link to={clearHref}>清除</Link>}
    </Form>
  );
}
