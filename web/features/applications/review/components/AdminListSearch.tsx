import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import s from './AdminList.module.css';
import admin from '~/components/AdminPage.module.css';
import { clearable } from '~/components/clearable';

/** The search above a back-office table: a GET form, so the keyword lives in the URL (page resets to 1). */
export function AdminListSearch({ path, keyword, placeholder }: { path: string; keyword: string; placeholder: string }) {
  return (
    <Form method="get" action={path} role="search" className={s.search}>
      <label htmlFor="admin-keyword" className="visually-hidden">
        关键词
      </label>
      {/* A wrapper sets the width: antd's own input rules come later in <head> and would win at equal specificity. */}
      <div className={admin.searchInput}>
        <Input
          id="admin-keyword"
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder={placeholder}
          allowClear={clearable}
          maxLength={50}
        />
      </div>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        搜索
      </Button>
      {keyword && <Link to={path}>清除</Link>}
    </Form>
  );
}
