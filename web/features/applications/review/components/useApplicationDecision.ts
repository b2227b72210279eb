import { App } from 'antd';
import { useState } from 'react';
import type { ApplicationView } from '@shared/contracts/applications';
import { Code } from '@shared/envelope';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { decide } from '../api/decide';
import { deleteIdPhotos } from '../api/delete-id-photos';
import { decisionBody, withIdPhotosDeleted } from '../review';

/**
 * An application's decision and its ID photos: 通过 after a confirmation, 驳回 through the reason dialog (`run`
 * with the reason), and the ID photos deleted on the person's request, confirmed first.
 */
export function useApplicationDecision(item: ApplicationView | null, onDecided: () => void, onChanged: (item: ApplicationView) => void) {
  const { message, modal } = App.useApp();
  const [rejecting, setRejecting] = useState(false);
  const [sending, setSending] = useState(false);

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

  return { rejecting, setRejecting, sending, run, approve, confirmDeleteIdPhotos };
}
