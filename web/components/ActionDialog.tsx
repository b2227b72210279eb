import { Modal } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  okText: string;
  /** A step that cannot be taken back (终止, 驳回): the action's button in red. */
  danger?: boolean;
  width?: number;
  sending: boolean;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * A back-office step in a dialog that asks for a little more (修改到期时间, 终止租约, 跟进, 修改角色…): 取消 and the
 * action, both held while it is on its way; closed by the page when done.
 */
export function ActionDialog({ title, okText, danger = false, width, sending, onOk, onCancel, children }: Props) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      onOk={onOk}
      onCancel={onCancel}
      okButtonProps={{ ...(danger ? { danger } : {}), loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      width={width}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
