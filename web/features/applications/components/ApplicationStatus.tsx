import { Result } from 'antd';
import type { ApplicationView } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { LinkButton } from '~/components/LinkButton';
import { paths } from '~/config/paths';
import { IdPhotosDeletedNote } from './IdPhotosDeletedNote';

/** Shown instead of an empty form when the user's application is under review or approved (spec §5 apply button). */
export function ApplicationStatus({ application }: { application: ApplicationView }) {
  const passed = application.status === ShopStatus.PASSED;
  return (
    <Result
      status={passed ? 'success' : 'info'}
      title={passed ? MSG.alreadySettled : MSG.applySubmitted}
      subTitle={
        passed
          ? `「${application.shop_name}」已入驻园区，可在个人中心使用企业服务。`
          : `「${application.shop_name}」的入驻申请已提交，园区将尽快审核，结果可通过页面顶部的“个人中心”查看。`
      }
      extra={
        passed
          ? [
              <LinkButton key="centre" variant="primary" to={paths.personal.root}>
                进入个人中心
              </LinkButton>,
              <LinkButton key="list" to={paths.company}>
                查看入驻企业
              </LinkButton>,
            ]
          : [
              <LinkButton key="home" variant="primary" to={paths.home}>
                返回首页
              </LinkButton>,
              <LinkButton key="list" to={paths.company}>
                查看入驻企业
              </LinkButton>,
            ]
      }
    >
      {application.id_photos_deleted && <IdPhotosDeletedNote application={application} />}
    </Result>
  );
}
