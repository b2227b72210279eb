import type { ScanInfo } from '@shared/contracts/qr';
import s from './scan.module.css';

/**
 * What is asking to be signed in (scan_info's requester): the browser, its address and when it asked, so a
 * person can tell a code from their own computer from one someone else sent them.
 */
export function ScanRequester({ requester }: { requester: ScanInfo['requester'] }) {
  return (
    <section className={s.requester} aria-labelledby="scan-requester-heading">
      <h2 id="scan-requester-heading" className={s.requesterHeading}>
        请求登录的电脑
      </h2>
      <dl className={s.requesterList}>
        <dt>浏览器</dt>
        <dd>{requester.browser}</dd>
        <dt>网络地址</dt>
        <dd>{requester.ip || '未知'}</dd>
        <dt>请求时间</dt>
        <dd>{requester.requested_at}</dd>
      </dl>
      <p className={s.requesterNote}>不是您正在使用的电脑？请点击下方“不是我，取消登录”。</p>
    </section>
  );
}
