import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { ApplicationView } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';
import { MSG } from '@shared/messages';
import { FactTable, WIDE } from '~/components/FactTable';
import { canDecide, decisionBody, hasIdPhotos } from '../review';
import s from './AdminList.module.css';
import { applicantFacts } from './applicant-facts';
import { ApplicationImages } from './ApplicationImages';
import { RejectDialog } from './RejectDialog';
import { useApplicationDecision } from './useApplicationDecision';

type Props = {
  item: ApplicationView | null;
  /** Shown in the watermark over the ID photos, with the purpose. */
  viewer: string;
  /** Only the application list decides; the company list only looks. */
  reviewing: boolean;
  onClose: () => void;
  onDecided: () => void;
  /** The application changed without a decision (ID photos deleted): show it as it is now and refresh the list. */
  onChanged: (item: ApplicationView) => void;
  /** A settled company's 成员与联系人 section (the members feature, composed by the route; issue 30). */
  renderTeam?: (item: ApplicationView) => ReactNode;
};

/**
 * Every field of an application and its images. Licence and ID photos load from /files/ with the
 * administrator's session (each view is audited by the server) and carry a watermark on screen.
 * 通过 and 驳回 only while under review; both are confirmed, and a rejection needs its reason. The ID photos can be
 * deleted on the person's request (PIPL art. 47), confirmed first; afterwards the date of the deletion shows.
 */
export function ApplicationDetail({ item, viewer, reviewing, onClose, onDecided, onChanged, renderTeam }: Props) {
  const { rejecting, setRejecting, sending, run, approve, confirmDeleteIdPhotos } = useApplicationDecision(item, onDecided, onChanged);
  const mark = ['仅供入驻审核使用', viewer].filter(Boolean);

  const decidable = reviewing && item !== null && canDecide(item.status);
  const footer = [
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
    ...(decidable
      ? [
          <Button key="reject" danger disabled={sending} onClick={() => setRejecting(true)}>
            驳回
          </Button>,
          <Button key="approve" type="primary" loading={sending} disabled={sending} onClick={approve}>
            通过
          </Button>,
        ]
      : []),
  ];

  return (
    <>
      <Modal
        open={item !== null}
        title={item ? `${reviewing ? '入驻申请详情' : '企业详情'}：${item.shop_name}` : ''}
        onCancel={onClose}
        footer={footer}
        width={820}
        destroyOnHidden
      >
        {item && (
          <>
            <FactTable
              items={[
                ...applicantFacts(item),
                { key: 'region', label: '所在地区', children: item.region || '—' },
                { key: 'address', label: '详细地址', children: item.add_detail || '—' },
                { key: 'createtime', label: '申请时间', children: item.createtime },
                { key: 'reviewtime', label: '审核时间', children: item.reviewtime || '—' },
                ...(item.status === ShopStatus.REJECTED
                  ? [
                      {
                        key: 'remark',
                        label: '驳回原因',
                        children: <span className={s.remark}>{item.remark}</span>,
                        span: WIDE,
                      },
                    ]
                  : []),
              ]}
            />
            <ApplicationImages item={item} mark={mark} />
            {item.id_photos_deleted && <p className={s.deleted}>{MSG.idPhotosDeleted(item.id_photos_deleted)}</p>}
            {hasIdPhotos(item) && (
              <div className={s.idPhotoActions}>
                <Button danger size="small" onClick={confirmDeleteIdPhotos}>
                  删除身份证照片
                </Button>
                <span className={s.hint}>应申请人要求删除（营业执照保留）</span>
              </div>
            )}
            <p className={s.privacy}>营业执照和身份证照片仅供入驻审核使用，每次查看均记入审计日志，请勿下载或外传。</p>
            {renderTeam && !reviewing && (
              <section className={s.team} aria-label="成员与联系人">
                <h2 className={s.teamTitle}>成员与联系人</h2>
                {renderTeam(item)}
              </section>
            )}
          </>
        )}
      </Modal>
      <RejectDialog
        open={rejecting && item !== null}
        companyName={item?.shop_name ?? ''}
        sending={sending}
        validate={(remark) => (item ? decisionBody(item.id, false, remark) : { ok: true as const })}
        onCancel={() => setRejecting(false)}
        onConfirm={(remark) => run(false, remark)}
      />
    </>
  );
}
