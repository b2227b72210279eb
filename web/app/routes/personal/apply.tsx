import { LinkButton } from '~/components/LinkButton';
import { LoadError } from '~/components/LoadError';
import { ResultState } from '~/components/ResultState';
import { paths } from '~/config/paths';
import { loadMyApplication } from '~/features/applications/api/applications.server';
import { ApplicationRecord } from '~/features/applications/components/ApplicationRecord';
import { metaOf } from '~/lib/meta';
import type { Route } from './+types/apply';

/** The signed-in company's own settle-in application (my_shop): none yet, the record, or why it could not load. */
export async function loader({ context }: Route.LoaderArgs) {
  const mine = await loadMyApplication(context);
  if (!mine.ok) return { kind: 'error' as const, msg: mine.msg };
  return mine.data ? { kind: 'record' as const, application: mine.data } : { kind: 'none' as const };
}

export const meta = metaOf('入驻申请 - 个人中心', '查看本企业入驻申请的审核状态与申请信息。');

export default function PersonalApply({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'error') return <LoadError msg={loaderData.msg} />;
  if (loaderData.kind === 'none') {
    return (
      <ResultState
        status="info"
        title="您还没有提交入驻申请"
        subTitle="填写企业信息并上传营业执照，即可在线申请入驻园区。"
        extra={
          <LinkButton variant="primary" to={paths.companyInfo()}>
            申请入驻
          </LinkButton>
        }
      />
    );
  }
  return <ApplicationRecord application={loaderData.application} />;
}
