import { data } from 'react-router';
import { DemoRibbon } from '~/components/DemoRibbon';
import { confirmDemoScan, declineScan, loadScanInfo } from '~/features/auth/qr/api/scan.server';
import { ScanDecline } from '~/features/auth/qr/components/ScanDecline';
import { ScanDemoForm, type DemoConfirmState } from '~/features/auth/qr/components/ScanDemoForm';
import { ScanOutcome } from '~/features/auth/qr/components/ScanOutcome';
import { ScanRequester } from '~/features/auth/qr/components/ScanRequester';
import { ScanWechatAuthorize, ScanWechatConfirm } from '~/features/auth/qr/components/ScanWechat';
import { CONFIRMED_TEXT, EXPIRED_TEXT, scanErrorOf, scanView } from '~/features/auth/qr/scan-view';
import { siteNameFrom } from '~/lib/meta';
import { siteNameOf, useRootData } from '~/lib/root-data';
import type { Route } from './+types/m.scan';
import s from './m.scan.module.css';

const INVALID = '二维码无效，请在电脑上刷新二维码';

/** The phone's page of QR sign-in (/m/scan?sign=…): what the code is waiting for, read from scan_info. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sign = url.searchParams.get('sign')?.trim() ?? '';
  const error = scanErrorOf(url.searchParams.get('error'));
  const { info, problem } = sign ? await loadScanInfo(context, sign) : { info: null, problem: INVALID };
  return data({ sign, error, info, problem }, { headers: { 'Cache-Control': 'no-store' } });
}

type ActionResult = { kind: 'demo'; state: DemoConfirmState } | { kind: 'cancelled' };

/** The demo's confirmation (scan_confirm with a nickname) and 不是我，取消登录 (cancel {sign}). */
export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const form = await request.formData();
  const sign = String(form.get('sign') ?? new URL(request.url).searchParams.get('sign') ?? '');
  if (form.get('intent') === 'cancel') {
    await declineScan(context, sign);
    return { kind: 'cancelled' };
  }
  const nickname = String(form.get('nickname') ?? '').trim();
  if (!nickname) return { kind: 'demo', state: { error: '请输入昵称', nickname } };
  const res = await confirmDemoScan(context, sign, nickname);
  return { kind: 'demo', state: { error: res.ok ? null : res.message, nickname } };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `扫码登录 - ${siteNameFrom(matches)}` },
  { name: 'robots', content: 'noindex' },
];

export default function MobileScan({ loaderData, actionData }: Route.ComponentProps) {
  const { sign, error, info, problem } = loaderData;
  const siteName = siteNameOf(useRootData().config);
  const view = scanView(info, problem, error);
  const cancelled = actionData?.kind === 'cancelled';
  const live = !cancelled && (view.kind === 'demo' || view.kind === 'wechat-authorize' || view.kind === 'wechat-confirm');
  // What is asking to be signed in, shown above the confirm button so a person can refuse a stranger's code.
  const asking = info && <ScanRequester requester={info.requester} />;
  return (
    <div className={s.screen}>
      <DemoRibbon />
      <div className={s.page}>
        <header className={s.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{siteName}</span>
        </header>
        <main className={s.card}>
          {cancelled && <ScanOutcome ok={false} title="已取消登录" note="电脑上的二维码已失效，如需登录请在电脑上刷新二维码。" />}
          {!cancelled && view.kind === 'confirmed' && <ScanOutcome ok title={CONFIRMED_TEXT} note="您可以关闭此页面。" />}
          {!cancelled && view.kind === 'expired' && <ScanOutcome ok={false} title={EXPIRED_TEXT} />}
          {!cancelled && view.kind === 'invalid' && <ScanOutcome ok={false} title={view.message} />}
          {!cancelled && view.kind === 'demo' && (
            <ScanDemoForm sign={sign} state={actionData?.kind === 'demo' ? actionData.state : undefined}>
              {asking}
            </ScanDemoForm>
          )}
          {!cancelled && view.kind === 'wechat-authorize' && (
            <ScanWechatAuthorize sign={sign} errorText={view.errorText} siteName={siteName}>
              {asking}
            </ScanWechatAuthorize>
          )}
          {!cancelled && view.kind === 'wechat-confirm' && (
            <ScanWechatConfirm sign={sign} nickname={view.nickname} siteName={siteName}>
              {asking}
            </ScanWechatConfirm>
          )}
          {live && <ScanDecline sign={sign} />}
        </main>
        {live && <p className={s.foot}>请确认是您本人在电脑上登录，不要扫描来源不明的二维码。</p>}
      </div>
    </div>
  );
}
