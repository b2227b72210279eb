import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import admin from '~/components/AdminPage.module.css';
import { clearable } from '~/components/clearable';

/** The search above the notice table: a GET form, so the keyword lives in the URL (page back to 1). */
export function PolicyNoticeSearch({ path, keyword }: { path: string; keyword: string }) {
  return (
    <Form method="get" action={path} role="search" className={admin.search}>
      <label htmlFor="notice-keyword" className="visually-hidden">
        关键词
      </label>
      <div className={admin.searchInput}>
        <Input
          id="notice-keyword"
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder="搜索通知标题或企业名称"
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
