import { App, Button, Descriptions, Image, Modal, Watermark } from 'antd';
import { useState } from 'react';
import type { ApplicationView } from '@shared/contracts/applications';
import { ShopStatus } from '@shared/constants';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { localFileUrl } from '~/lib/upload';
import { decide } from '../api/decide';
import { deleteIdPhotos } from '../api/delete-id-photos';
import { canDecide, decisionBody, hasIdPhotos, withIdPhotosDeleted } from '../review';
import s from './AdminList.module.css';
import { RejectDialog } from './RejectDialog';
import { StatusTag } from './StatusTag';

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
};

/** Shown where an image cannot be loaded (moved, or the session ended). */
const BROKEN_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="132" height="96"><rect width="100%" height="100%" fill="#f4f6f9"/><text x="50%" y="54%" font-size="13" text-anchor="middle" fill="#59616d">图片无法加载</text></svg>');

const IMAGES = [
  { key: 'license', label: '营业执照', sensitive: true, idPhoto: false },
  { key: 'befor_pic', label: '法人身份证正面', sensitive: true, idPhoto: true },
  { key: 'after_pic', label: '法人身份证反面', sensitive: true, idPhoto: true },
  { key: 'shop_logo', label: '企业标志', sensitive: false, idPhoto: false },
] as const;

/**
 * Every field of an application and its images. Licence and ID photos load from /files/ with the
 * administrator's session (each view is audited by the server) and carry a watermark on screen.
 * 通过 and 驳回 only while under review; both are confirmed, and a rejection needs its reason. The ID photos can be
 * deleted on the person's request (PIPL art. 47), confirmed first; afterwards the date of the deletion shows.
 */
export function ApplicationDetail({ item, viewer, reviewing, onClose, onDecided, onChanged }: Props) {
  const { message, modal } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const [sending, setSending] = useState(false);
  const mark = ['仅供入驻审核使用', viewer].filter(Boolean);

  const run = async (approve: boolean, remark = ''): Promise<boolean> => {
    if (!item) return false;
    const checked = decisionBody(item.id, approve, remark);
    if (!checked.ok) return false;
    setSending(true);
    try {
      void message.success(await decide(checked.body), FORM_SUCCESS_SECONDS);
      setRejecting(false);
      onDecided();
      return true;
    } catch (err) {
      // The client has shown the server's message; a decision already taken elsewhere still refreshes the list.
      if (err instanceof ApiError && err.code === Code.FAIL) onDecided();
      return false;
    } finally {
      setSending(false);
    }
  };

  const approve = () => {
    if (!item) return;
    modal.confirm({
      title: '确定通过该入驻申请吗？',
      content: `通过后，「${item.shop_name}」将出现在入驻企业名录中，申请人可使用个人中心。`,
      okText: '通过',
      cancelText: '取消',
      onOk: async () => {
        await run(true);
      },
    });
  };

  const confirmDeleteIdPhotos = () => {
    if (!item) return;
    modal.confirm({
      title: '确定删除该申请的法人身份证照片吗？',
      content: `应申请人要求删除「${item.shop_name}」的法人身份证正反面照片（《个人信息保护法》第四十七条）。删除后无法恢复，营业执照保留，此操作记入审计日志。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          const done = await deleteIdPhotos(item.id);
          void message.success(done.msg, FORM_SUCCESS_SECONDS);
          onChanged(withIdPhotosDeleted(item, done.date));
        } catch {
          // The client has shown the server's message.
        }
      },
    });
  };

  const decidable = reviewing && item !== null && canDecide(item.status);
  const footer = [
    <Button key="close" onClick={onClose}>关闭</Button>,
    ...(decidable
      ? [
          <Button key="reject" danger disabled={sending} onClick={() => setRejecting(true)}>驳回</Button>,
          <Button key="approve" type="primary" loading={sending} disabled={sending} onClick={approve}>通过</Button>,
        ]
      : []),
  ];

  return (
    <>
      <Modal open={item !== null} title={item ? `${reviewing ? '入驻申请详情' : '企业详情'}：${item.shop_name}` : ''} onCancel={onClose} footer={footer} width={820} destroyOnHidden>
        {item && (
          <>
            <Descriptions
              bordered
              size="small"
              styles={{ label: { whiteSpace: 'nowrap' } }}
              column={{ xs: 1, sm: 1, md: 2 }}
              items={[
                { key: 'shop_name', label: '企业名称', children: item.shop_name, span: { xs: 1, sm: 1, md: 2 } },
                { key: 'status', label: '审核状态', children: <StatusTag status={item.status} /> },
                { key: 'cat', label: '企业类别', children: item.cat_name || '—' },
                { key: 'people', label: '联系人', children: item.people_name },
                { key: 'mobile', label: '联系方式', children: item.mobile },
                { key: 'region', label: '所在地区', children: item.region || '—' },
                { key: 'address', label: '详细地址', children: item.address || '—' },
                { key: 'createtime', label: '申请时间', children: item.createtime },
                { key: 'reviewtime', label: '审核时间', children: item.reviewtime || '—' },
                ...(item.status === ShopStatus.REJECTED
                  ? [{ key: 'remark', label: '驳回原因', children: <span className={s.remark}>{item.remark}</span>, span: { xs: 1, sm: 1, md: 2 } }]
                  : []),
              ]}
            />
            <h3 className={s.sectionTitle}>证照材料</h3>
            <Image.PreviewGroup preview={{ imageRender: (node) => <Watermark content={mark}>{node}</Watermark> }}>
              <Watermark content={mark} font={{ fontSize: 12 }} gap={[40, 40]}>
                <div className={s.images}>
                  {IMAGES.map(({ key, label, idPhoto }) => (
                    <figure key={key} className={s.image} style={{ margin: 0 }}>
                      {item[key] ? (
                        <Image
                          src={localFileUrl(item[key])}
                          alt={`${item.shop_name} ${label}`}
                          width={132}
                          height={96}
                          style={{ objectFit: 'cover' }}
                          fallback={BROKEN_IMAGE}
                        />
                      ) : (
                        <span className={s.none}>{idPhoto && item.id_photos_deleted ? '已删除' : '未上传'}</span>
                      )}
                      <figcaption className={s.imageLabel}>{label}</figcaption>
                    </figure>
                  ))}
                </div>
              </Watermark>
            </Image.PreviewGroup>
            {item.id_photos_deleted && <p className={s.deleted}>{MSG.idPhotosDeleted(item.id_photos_deleted)}</p>}
            {hasIdPhotos(item) && (
              <div className={s.idPhotoActions}>
                <Button danger size="small" onClick={confirmDeleteIdPhotos}>删除身份证照片</Button>
                <span className={s.hint}>应申请人要求删除（营业执照保留）</span>
              </div>
            )}
            <p className={s.privacy}>营业执照和身份证照片仅供入驻审核使用，每次查看均记入审计日志，请勿下载或外传。</p>
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
