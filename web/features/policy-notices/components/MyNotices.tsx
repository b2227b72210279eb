import { ExportOutlined } from '@ant-design/icons';
import { MY_NOTICE_PAGE_SIZE, NoticeWindow, type MyNoticeItem } from '@shared/contracts/policy-notices';
import { MSG } from '@shared/messages';
import { ListBody } from '~/components/ListBody';
import { SettleFirst } from '~/components/SettleFirst';
import type { ListPage } from '~/lib/list-load.server';
import { noticeListHref } from '../notice-query';
import { audienceLabel, linkProps, windowText } from '../notice-view';
import { WindowTag } from './NoticeTags';
import s from './Notices.module.css';

/** One notice as the company reads it: the title (a link to the policy, in a new tab), its window and state. */
function NoticeCard({ notice }: { notice: MyNoticeItem }) {
  const link = linkProps(notice.link);
  const ended = notice.window === NoticeWindow.ENDED;
  const titleId = `notice-${notice.id}-title`;
  return (
    <article className={`${s.card} ${ended ? s.ended : ''}`} aria-labelledby={titleId}>
      <div className={s.cardHead}>
        <h2 className={s.cardTitle} id={titleId}>
          {link ? (
            <a {...link}>
              {notice.title}
              <ExportOutlined className={s.newTab} aria-hidden />
              <span className="visually-hidden">（在新标签页打开）</span>
            </a>
          ) : (
            notice.title
          )}
        </h2>
        <div className={s.tags}>
          <WindowTag window={notice.window} label={notice.window_label} />
        </div>
      </div>
      <dl className={s.fields}>
        <div>
          <dt>有效期</dt>
          <dd>
            {notice.start_time && notice.end_time ? (
              <>
                <span className={s.nowrap}>{notice.start_time}</span> 至 <span className={s.nowrap}>{notice.end_time}</span>
              </>
            ) : (
              windowText(notice)
            )}
          </dd>
        </div>
        <div>
          <dt>发布时间</dt>
          <dd>{notice.createtime}</dd>
        </div>
        <div>
          <dt>通知对象</dt>
          <dd>{audienceLabel(notice)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * /policy_notice: the notices the park addressed to this company or to all companies, current ones first and
 * ended ones marked 已结束; 10 a page.
 */
export function MyNotices({ path, page, list }: { path: string; page: number; list: ListPage<MyNoticeItem> }) {
  if (list.error === MSG.settleFirst) {
    return <SettleFirst msg={list.error} description="入驻园区后，可在此查看园区推送给本企业的政策通知。" />;
  }
  return (
    <ListBody error={list.error} count={list.items.length} total={list.total} page={page} pageSize={MY_NOTICE_PAGE_SIZE} hrefFor={(p) => noticeListHref(path, { page: p })}>
      <ul className={s.list}>
        {list.items.map((n) => (
          <li key={n.id}>
            <NoticeCard notice={n} />
          </li>
        ))}
      </ul>
    </ListBody>
  );
}
