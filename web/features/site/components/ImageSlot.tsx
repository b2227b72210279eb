import type { RenderImage } from '~/components/render-image';

/** The image field the route supplies (the uploads feature's ImageUpload with the staff image kind site_image). */
export type { RenderImage };

type Props = {
  id: string;
  label: string;
  render: RenderImage;
  onBusyChange: (busy: boolean) => void;
  value?: string;
  onChange?: (url: string) => void;
};

/** One image as a form control (antd Form.Item passes value and onChange). */
export function ImageSlot({ id, label, render, onBusyChange, value = '', onChange }: Props) {
  return <>{render({ id, label, value, onChange: (url) => onChange?.(url), onBusyChange })}</>;
}
