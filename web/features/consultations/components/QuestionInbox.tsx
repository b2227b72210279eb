import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import type { QuestionAdminItem } from '@shared/contracts/consultations';
import { PAGE_SIZE } from '@shared/constants';
import { EmptyState } from '~/components/EmptyState';
import { FilterLinks } from '~/components/FilterLinks';
import { ListPager } from '~/components/ListPager';
import { LoadError } from '~/components/LoadError';
import { Table } from '~/components/Table';
import type { ListPage } from '~/lib/list-load.server';
import {
  ageText,
  inboxFilterRows,
  inboxHref,
  inboxScope,
  itemLink,
  replyStateTone,
  type InboxQuery,
} from '../question-view';
import { QuestionDialog } from './QuestionDialog';
import s from './Questions.module.css';
import { StateTag } from '~/components/StateTag';
import { clearable } from '~/components/clearable';

type Props = { query: InboxQuery; page: ListPage<QuestionAdminItem> };

/**
 * /system/questions: every consultation sent from the public pages, unanswered first (oldest on top), filtered by
 * type, status, age and keyword from the URL (links and a GET form, so it works without JavaScript); 8 a page.
 * 查看 opens the detail with the whole phone number and the reply form; after an answer the list loads again.
 */
export function QuestionInbox({ query, page }: Props) {
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);

  const columns: TableColumnsType<QuestionAdminItem> = [
    {
      title: '咨询人',
      key: 'who',
      width: 170,
      render: (_, r) => (
        <>
          <span className={s.who}>{r.name}</span>
          <span className={s.sub}>{r.phone}</span>
          {r.company_name && <span className={s.sub}>{r.company_name}</span>}
        </>
      ),
    },
    {
      title: '类型 / 咨询对象',
      key: 'subject',
      width: 190,
      render: (_, r) => {
        const item = itemLink(r);
        return (
          <>
            <span className={s.who}>{r.type_name}</span>
            <span className={`${s.sub} ${s.clip}`}>{r.question_id ? item.text : '未指定具体项目'}</span>
          </>
        );
      },
    },
    {
      title: '咨询内容',
      dataIndex: 'content',
      key: 'content',
      render: (v: string) => <span className={s.clip}>{v}</span>,
    },
    {
      title: '提交时间',
      key: 'createtime',
      width: 150,
      render: (_, r) => {
        const t = ageText(r);
        return (
          <>
            <span className={s.nowrap}>{r.createtime}</span>
            <span className={s.sub}>{t.age}</span>
          </>
        );
      },
    },
    {
      title: '答复状态',
      key: 'state',
      width: 170,
      render: (_, r) => {
        const t = ageText(r);
        const tone = replyStateTone(r.reply_state);
        return (
          <>
            <StateTag tone={tone} text={r.reply_state_name} />
            <span className={`${s.due}${tone === 'overdue' || tone === 'critical' ? ` ${s.late}` : ''}`}>
              {t.due}
            </span>
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
        <Button
          type="link"
          size="small"
          onClick={() => setOpenId(r.id)}
          aria-label={`${r.status ? '查看' : '答复'}：${r.name}的咨询（${r.createtime}）`}
        >
          {r.status ? '查看' : '答复'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterLinks rows={inboxFilterRows(query)} />
      <Form
        method="get"
        action={inboxHref({})}
        role="search"
        aria-label="搜索咨询"
        className={s.search}
        preventScrollReset
      >
        {query.cat > 0 && <input type="hidden" name="cat" value={query.cat} />}
        {query.status && <input type="hidden" name="status" value={query.status} />}
        {query.age !== 'all' && <input type="hidden" name="age" value={query.age} />}
        <label htmlFor="questions-keyword" className="visually-hidden">
          关键词
        </label>
        <div className={s.searchInput}>
          <Input
            id="questions-keyword"
            name="keyword"
            defaultValue={query.keyword}
            key={query.keyword}
            placeholder="搜索姓名、手机号、企业名称或咨询内容"
            allowClear={clearable}
            maxLength={50}
          />
        </div>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        {query.keyword && <Link to={inboxHref({ ...query, keyword: '', page: 1 })}>清除关键词</Link>}
      </Form>
      {page.error ? (
        <div style={{ marginBottom: 12 }}>
          <LoadError msg={page.error} />
        </div>
      ) : (
        <div className={s.bar}>
          <p>{inboxScope(query, page.total)}</p>
          <p>未处理的排在前面，等待最久的在最上方。</p>
        </div>
      )}
      <div className={s.tableView}>
        <Table<QuestionAdminItem>
          rowKey="id"
          columns={columns}
          dataSource={page.items}
          scroll={{ x: 960 }}
          locale={{ emptyText: <EmptyState /> }}
          pagination={false}
        />
      </div>
      {/* Phones: the same rows as cards, so the state is seen without scrolling sideways. */}
      <ul className={s.cardView} aria-label="咨询列表">
        {page.items.map((r) => {
          const t = ageText(r);
          return (
            <li key={r.id} className={s.row}>
              <div className={s.rowHead}>
                <span className={s.who}>{r.name}</span>
                <StateTag tone={replyStateTone(r.reply_state)} text={r.reply_state_name} />
              </div>
              <span className={s.sub}>{[r.phone, r.company_name].filter(Boolean).join(' · ')}</span>
              <p className={`${s.rowText} ${s.clip}`}>{`${r.type_name}：${r.content}`}</p>
              <div className={s.rowFoot}>
                <span className={s.sub}>{`${r.createtime}，${t.age}`}</span>
                <Button
                  size="small"
                  autoInsertSpace={false}
                  onClick={() => setOpenId(r.id)}
                  aria-label={`${r.status ? '查看' : '答复'}：${r.name}的咨询（${r.createtime}）`}
                >
                  {r.status ? '查看' : '答复'}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={s.pager}>
        <ListPager
          page={query.page}
          pageSize={PAGE_SIZE.admin}
          total={page.total}
          hrefFor={(p) => inboxHref({ ...query, page: p })}
        />
      </div>
      <QuestionDialog
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
