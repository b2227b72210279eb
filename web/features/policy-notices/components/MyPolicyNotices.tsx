import type { MyPolicyNoticeItem } from '@shared/contracts/policy-notices';
import { MY_POLICY_NOTICES_PAGE_SIZE, PolicyNoticeWindow } from '@shared/policy-notices/rules';
import { MSG } from '@shared/messages';
import { PageList } from '~/components/ListBody';
import { SettleFirst } from '~/components/SettleFirst';
import type { ListPage } from '~/lib/list-load.server';
import { policyNoticeListHref } from '../policy-notice-query';
import { audienceLabel, linkProps, windowText } from '../policy-notice-view';
import { WindowTag } from './PolicyNoticeTags';
import s from './PolicyNotices.module.css';
import { ExportIcon } from '~/components/icons/outlined';

/** One notice as the company reads it: the title (a link to the policy, in a new tab), its window and state. */
function PolicyNoticeCard({ policyNotice }: { policyNotice: MyPolicyNoticeItem }) {
  const link = linkProps(policyNotice.link);
  const ended = policyNotice.window === PolicyNoticeWindow.ENDED;
  const titleId = `policy-notice-${policyNotice.id}-title`;
  return (
    <article className={`${s.card} ${ended ? s.ended : ''}`} aria-labelledby={titleId}>
      <div className={s.cardHead}>
        <h2 className={s.cardTitle} id={titleId}>
          {link ? (
            <a {...link}>
              {policyNotice.title}
              <ExportIcon className={s.newTab} />
              <span className="visually-hidden">（在新标签页打开）</span>
            </a>
          ) : (
            policyNotice.title
          )}
        </h2>
        <div className={s.tags}>
          <WindowTag window={policyNotice.window} label={policyNotice.window_label} />
        </div>
      </div>
      <dl className={s.fields}>
        <div>
          <dt>有效期</dt>
          <dd>
            {policyNotice.start_time && policyNotice.end_time ? (
              <>
                <span className={s.nowrap}>{policyNotice.start_time}</span> 至 <span className={s.nowrap}>{policyNotice.end_time}</span>
              </>
            ) : (
              windowText(policyNotice)
            )}
          </dd>
        </div>
        <div>
          <dt>发布时间</dt>
          <dd>{policyNotice.createtime}</dd>
        </div>
        <div>
          <dt>通知对象</dt>
          <dd>{audienceLabel(policyNotice)}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * /policy_notice: the notices the park addressed to this company or to all companies, current ones first and
 * ended ones marked 已结束; 10 a page.
 */
export function MyPolicyNotices({ path, page, list }: { path: string; page: number; list: ListPage<MyPolicyNoticeItem> }) {
  if (list.error === MSG.settleFirst) {
    return <SettleFirst msg={list.error} description="入驻园区后，可在此查看园区推送给本企业的政策通知。" />;
  }
  return (
    <PageList
      list={list}
      page={page}
      pageSize={MY_POLICY_NOTICES_PAGE_SIZE}
      hrefFor={(p) => policyNoticeListHref(path, { page: p })}
      className={s.list}
      render={(n) => <PolicyNoticeCard policyNotice={n} />}
    />
  );
}
