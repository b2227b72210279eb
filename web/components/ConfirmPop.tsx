import { Popconfirm, type PopconfirmProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';

/**
 * antd's Popconfirm, usable by keyboard alone (issue 14). antd draws the pop-up at the end of the page and leaves
 * focus on the button, so Tab never reached 结束 or 取消. Here, each time it opens, focus goes to 取消 (the safe
 * choice; the action is one Tab on); Escape closes it; Tab wraps inside it and focus goes back to the button once
 * it closes (lib/dialog-focus.ts counts `.ant-popconfirm` as a dialog).
 */
export function ConfirmPop({ cancelButtonProps, onOpenChange, ...props }: PopconfirmProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  // The pop-up is a portal of this element, so its keys bubble here through React.
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      change(false);
    }
  };
  return (
    <span onKeyDown={onKeyDown}>
      <Popconfirm
        cancelText="取消"
        {...props}
        open={open}
        onOpenChange={change}
        // Drawn anew on each opening, so autoFocus moves focus in every time, not only the first.
        destroyOnHidden
        cancelButtonProps={{ autoFocus: true, ...cancelButtonProps }}
      />
    </span>
  );
}
