import type { ApplicationView } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { Callout } from '~/components/Callout';
import { FactTable, WIDE } from '~/components/FactTable';
import { LinkButton } from '~/components/LinkButton';
import { paths } from '~/config/paths';
import { ApplicationImages } from '../review/components/ApplicationImages';
import { applicantFacts } from '../review/components/applicant-facts';
import { IdPhotosDeletedNote } from './IdPhotosDeletedNote';

/** The status line above the record: what the review decided, and what the applicant can do next. */
function StatusNote({ application }: { application: ApplicationView }) {
  if (application.status === ShopStatus.REJECTED) {
    return (
      <Callout
        type="error"
        title={MSG.rejected(application.remark || '未填写原因')}
        description="请根据审核意见修改申请内容后重新提交。"
        action={
          <LinkButton variant="primary" to={paths.companyInfo(application.id)}>
            重新申请
          </LinkButton>
        }
      />
    );
  }
  if (application.status === ShopStatus.PASSED) {
    return <Callout type="success" title={MSG.alreadySettled} description="可在个人中心使用企业服务。" />;
  }
  return <Callout type="info" title={MSG.applySubmitted} description="园区将尽快审核，审核结果会显示在本页。" />;
}

/**
 * The applicant's own settle-in application as filed (my_shop): the review's status and remark, the details, and
 * the licence and ID photos loaded from /files/ with the applicant's session (the file route lets only the applicant
 * and the reviewers see them; nothing of this is on a public page).
 */
export function ApplicationRecord({ application }: { application: ApplicationView }) {
  const a = application;
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      <StatusNote application={a} />
      <section aria-labelledby="apply-details">
        <h2 id="apply-details" style={{ margin: '0 0 12px', fontSize: '1rem', fontWeight: 600 }}>
          申请信息
        </h2>
        <FactTable
          items={[
            ...applicantFacts(a),
            { key: 'email', label: '电子邮箱', children: a.email || '—' },
            { key: 'region', label: '所在地区', children: a.region || '—' },
            // add_detail is the street alone (address is region + street, as shop_detail's).
            { key: 'address', label: '详细地址', children: a.add_detail || '—', span: WIDE },
            { key: 'createtime', label: '申请时间', children: a.createtime },
            { key: 'reviewtime', label: '审核时间', children: a.reviewtime || '—' },
            {
              key: 'remark',
              label: '审核意见',
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{a.remark || '—'}</span>,
              span: WIDE,
            },
          ]}
        />
        <ApplicationImages item={a} mark={['仅供入驻审核使用', a.shop_name]} />
        <IdPhotosDeletedNote application={a} style={{ marginTop: 16 }} />
        <p style={{ margin: '12px 0 0', color: 'var(--care-text, #4f5866)' }}>
          营业执照和法人身份证照片仅您本人和园区审核人员可以查看，不会在公开页面展示。
        </p>
      </section>
    </div>
  );
}
