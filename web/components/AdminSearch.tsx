import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Form, Link } from 'react-router';
import admin from './AdminPage.module.css';
import { clearable } from './clearable';

type Props = {
  /** The list's address: the form's action. */
  path: string;
  /** The input's id (one per page: contracts-keyword, staff-keyword…). */
  id: string;
  keyword: string;
  placeholder: string;
  /** Other filters the search keeps as hidden fields (an empty one is left out); the page goes back to 1. */
  keep?: Record<string, string | number | null | undefined>;
  /** Where 清除 goes (the same filters without the keyword); the bare path by default. */
  clearHref?: string;
  clearLabel?: string;
  /** The form's own layout class and the field's width (AdminPage's search row and 280px by default). */
  className?: string;
  inputClassName?: string;
  /** The form's name among the page's searches (搜索咨询). */
  label?: string;
  preventScrollReset?: boolean;
};

/**
 * The keyword search above a back-office table: a GET form, so the keyword lives in the URL, works without
 * JavaScript and survives a reload; 清除 appears once there is a keyword.
 */
export function AdminSearch({ path, id, keyword, placeholder, keep = {}, clearHref = path, clearLabel = '清除', ...form }: Props) {
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={form.label}
      className={form.className ?? admin.search}
      preventScrollReset={form.preventScrollReset}
    >
      <label htmlFor={id} className="visually-hidden">
        关键词
      </label>
      {/* A wrapper sets the width: antd's own input rules come later in <head> and would win at equal specificity. */}
      <div className={form.inputClassName ?? admin.searchInput}>
        <Input
          id={id}
          name="keyword"
          defaultValue={keyword}
          key={keyword}
          placeholder={placeholder}
          allowClear={clearable}
          maxLength={50}
        />
      </div>
      {Object.entries(keep).map(([k, v]) => (v === undefined || v === null ? null : <input key={k} type="hidden" name={k} value={v} />))}
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        搜索
      </Button>
      {keyword && <Link to={clearHref}>{clearLabel}</Link>}
    </Form>
  );
}
