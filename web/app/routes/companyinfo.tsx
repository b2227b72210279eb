import { Alert, App, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { redirect, useFetcher, useNavigate } from 'react-router';
import { LoginType } from '@shared/constants';
import { MSG } from '@shared/messages';
import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { PageHeader } from '~/components/PageHeader';
import { paths } from '~/config/paths';
import { loadCategories, loadMyApplication } from '~/features/applications/api/applications.server';
import { submitApplication } from '~/features/applications/api/submit';
import { emptyForm, formFromApplication, type ShopSubmitInput } from '~/features/applications/application-form';
import { ApplicationStatus } from '~/features/applications/components/ApplicationStatus';
import { IdPhotosDeletedNote } from '~/features/applications/components/IdPhotosDeletedNote';
import { SettleInForm } from '~/features/applications/components/SettleInForm';
import { companyInfoView, NOT_YOURS_MSG, requestedId } from '~/features/applications/companyinfo-view';
import { loadRegionOptions } from '~/features/regions/api/regions.server';
import { RegionCascader } from '~/features/regions/components/RegionCascader';
import { ImageUpload } from '~/features/uploads/components/ImageUpload';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { metaOf } from '~/lib/meta';
import { getSession } from '~/lib/session.server';
import type { Route } from './+types/companyinfo';

/** Spec §5: after success the message shows, user info reloads, then /company after 0.8 s. */
const AFTER_SUCCESS_MS = 800;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getSession(context);
  if (!user) throw redirect(paths.login);
  if (user.type !== LoginType.PERSONAL) return { kind: 'admin' as const };
  const [mine, categories] = await Promise.all([loadMyApplication(context), loadCategories(context)]);
  if (!mine.ok) return { kind: 'error' as const, msg: mine.msg };
  const view = companyInfoView(mine.data, requestedId(new URL(request.url).searchParams));
  if (view.kind === 'redirect') throw redirect(view.to);
  if (view.kind === 'status' || view.kind === 'not-yours') return view;
  const initial = view.application ? formFromApplication(view.application) : emptyForm();
  const regions = await loadRegionOptions(context, initial.region);
  return { ...view, initial, categories, regionOptions: regions.options, regionError: regions.error };
}

/**
 * The browser files the application through the API client (spec §8 behaviour); then it posts here, and
 * this empty action makes React Router reload every loader, root's user info included (spec §5).
 */
export function action() {
  return { reloaded: true };
}

export const meta = metaOf('入驻申请', '填写企业信息，在线申请入驻园区。');

export default function Companyinfo({ loaderData }: Route.ComponentProps) {
  const reload = useFetcher<typeof action>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  // A second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (payload: ShopSubmitInput) => {
    if (busy.current) return;
    busy.current = true;
    setState('sending');
    let msg: string;
    try {
      msg = (await submitApplication(payload)).msg;
    } catch {
      // The API client has shown the message; the form stays as it was.
      busy.current = false;
      return setState('idle');
    }
    const shownAt = Date.now();
    void message.success(msg, FORM_SUCCESS_SECONDS);
    setState('done');
    await reload.submit({}, { method: 'post', encType: 'application/json' });
    timer.current = setTimeout(() => void navigate(paths.company), Math.max(0, AFTER_SUCCESS_MS - (Date.now() - shownAt)));
  };

  return (
    <div className="container">
      <PageHeader title="入驻申请" crumbs={[{ label: '入驻企业', to: paths.company }, { label: '入驻申请' }]} />
      <div className="panel">
        {loaderData.kind === 'admin' && (
          <Result
            status="warning"
            title={MSG.switchToPersonal}
            subTitle="管理员账户不能申请入驻。请退出后，使用微信扫码以个人用户身份登录。"
            extra={
              <LinkButton variant="primary" to={paths.system.root}>
                进入管理后台
              </LinkButton>
            }
          />
        )}
        {loaderData.kind === 'error' && <LoadError msg={loaderData.msg} />}
        {loaderData.kind === 'not-yours' && (
          <Result
            status="warning"
            title={NOT_YOURS_MSG}
            extra={
              <LinkButton variant="primary" to={paths.home}>
                返回首页
              </LinkButton>
            }
          />
        )}
        {loaderData.kind === 'status' && <ApplicationStatus application={loaderData.application} />}
        {(loaderData.kind === 'form' || loaderData.kind === 'reapply') && (
          <>
            {loaderData.kind === 'reapply' && (
              <Alert
                type="error"
                showIcon
                title={MSG.rejected(loaderData.application.remark || '未填写原因')}
                description="请根据审核意见修改申请内容后重新提交。"
                style={{ marginBottom: 24 }}
              />
            )}
            {loaderData.application && (
              <IdPhotosDeletedNote application={loaderData.application} canReupload style={{ marginBottom: 24 }} />
            )}
            {loaderData.regionError && (
              <div style={{ marginBottom: 16 }}>
                <LoadError msg={`地区列表加载失败：${loaderData.regionError}`} />
              </div>
            )}
            <SettleInForm
              key={loaderData.application?.id ?? 'new'}
              initial={loaderData.initial}
              categories={loaderData.categories}
              reapplyId={loaderData.application?.id}
              sending={state !== 'idle'}
              onSubmit={(payload) => void submit(payload)}
              renderRegion={(p) => <RegionCascader {...p} initialOptions={loaderData.regionOptions} />}
              renderImage={(p) => <ImageUpload {...p} />}
            />
          </>
        )}
      </div>
    </div>
  );
}
