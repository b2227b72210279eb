import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import type { FeedbackAdminItem } from '@shared/contracts/feedback';
import { EmptyState } from '~/components/EmptyState';
import { FilterLinks } from '~/components/FilterLinks';
import { inboxAgeText, replyStateTone } from '~/components/inbox-state';
import { ListPager } from '~/components/ListPager';
import { LoadError } from '~/components/LoadError';
import { StateTag } from '~/components/StateTag';
import { Table } from '~/components/Table';
import type { ListPage } from '~/lib/list-load.server';
import { inboxFilterRows, inboxHref, inboxScope, statusTone, type InboxQuery } from '../feedback-view';
import s from './Feedback.module.css';
import { InboxDetail } from './InboxDetail';
import { clearable } from '~/components/clearable';

type Props = { query: InboxQuery; page: ListPage<FeedbackAdminItem> };

/**
 * /system/feedback: every company's service requests, 待处理 first (the longest waiting on top), filtered by status, age and
 * keyword from the URL (links and a GET form, so it works without JavaScript); 8 a page. Each row says how long
 * it has waited and where it stands against the reply limit; 答复 / 查看 opens it with its photos and the reply form.
 */
export function FeedbackInbox({ query, page }: Props) {
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);

  const columns: TableColumnsType<FeedbackAdminItem> = [
    {
      title: '诉求',
      key: 'title',
      width: 200,
      render: (_, r) => (
        <>
          <span className={s.who}>{r.title}</span>
          <span className={s.sub}>{r.company_name}</span>
          {r.file.length > 0 && <span className={s.sub}>{r.file.length} 张照片</span>}
          {/* Phones show this one column: the rest of the row, in short, under the title. */}
          <div className={s.compact}>
            <StateTag tone={statusTone(r.status)} text={r.status_name} />
            <StateTag tone={replyStateTone(r.reply_state)} text={r.reply_state_name} />
            <span className={s.sub}>{`${r.createtime}，${inboxAgeText(r).age}`}</span>
          </div>
        </>
      ),
    },
    {
      title: '内容',
      dataIndex: 'content',
      key: 'content',
      width: 200,
      responsive: ['md'],
      render: (v: string) => <span className={s.clip} style={{ margin: 0 }}>{v}</span>,
    },
    {
      title: '提交时间',
      key: 'createtime',
      width: 150,
      responsive: ['md'],
      render: (_, r) => (
        <>
          <span className={s.nowrap}>{r.createtime}</span>
          <span className={s.sub}>{inboxAgeText(r).age}</span>
        </>
      ),
    },
    { title: '状态', key: 'status', width: 90, responsive: ['md'], render: (_, r) => <StateTag tone={statusTone(r.status)} text={r.status_name} /> },
    {
      title: '答复时效',
      key: 'state',
      width: 180,
      responsive: ['md'],
      render: (_, r) => {
        const tone = replyStateTone(r.reply_state);
        return (
          <>
            <StateTag tone={tone} text={r.reply_state_name} />
            <span className={`${s.due}${tone === 'overdue' || tone === 'critical' ? ` ${s.late}` : ''}`}>{inboxAgeText(r).due}</span>
          </>
        );
      },
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.id)} aria-label={`${r.status ? '查看' : '答复'}：${r.company_name}「${r.title}」`}>
          {r.status ? '查看' : '答复'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterLinks rows={inboxFilterRows(query)} />
      <Form method="get" action={inboxHref({})} role="search" aria-label="搜索服务诉求" className={s.search} preventScrollReset>
        {query.status && <input type="hidden" name="status" value={query.status} />}
        {query.age !== 'all' && <input type="hidden" name="age" value={query.age} />}
        <label htmlFor="feedback-keyword" className="visually-hidden">关键词</label>
        <div className={s.searchInput}>
          <Input id="feedback-keyword" name="keyword" defaultValue={query.keyword} key={query.keyword} placeholder="搜索企业名称或诉求标题" allowClear={clearable} maxLength={50} />
        </div>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>搜索</Button>
        {query.keyword && <Link to={inboxHref({ ...query, keyword: '', page: 1 })}>清除关键词</Link>}
      </Form>
      {page.error ? (
        <div style={{ marginBottom: 12 }}>
          <LoadError msg={page.error} />
        </div>
      ) : (
        <div className={s.scope}>
          <p>{inboxScope(query, page.total)}</p>
          <p>待处理的排在前面，等待最久的在最上方；办结时通知企业。</p>
        </div>
      )}
      <Table<FeedbackAdminItem>
        rowKey="id"
        columns={columns}
        dataSource={page.items}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        pagination={false}
      />
      <ListPager page={query.page} pageSize={PAGE_SIZE.admin} total={page.total} hrefFor={(p) => inboxHref({ ...query, page: p })} />
      <InboxDetail
        id={openId}
        onClose={close}
        onReplied={() => {
          setOpenId(null);
          void revalidator.revalidate();
        }}
      />
    </>
  );
}
