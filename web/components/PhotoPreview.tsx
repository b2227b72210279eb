import { useRef } from 'react';
import { useDialogTabWrap } from '~/lib/dialog-focus';
import { Button } from './Button';
import s from './PhotoPreview.module.css';
import { useShowModal } from './useShowModal';
import { Watermarked } from './Watermarked';

type Props = {
  src: string;
  alt: string;
  onClose: () => void;
  /** The lines of a watermark laid over the photo (licences and ID photos, as on their thumbnails). */
  mark?: readonly string[];
};

/**
 * A photo at full size over the page (antd's image preview, on the native modal <dialog>): Esc, 关闭 or a click on
 * the dark surround closes it, focus goes back to the thumbnail that opened it, and Tab wraps inside. Esc stops here: inside one of
 * antd's dialogs (the back office's review) it closes the photo, not the dialog too.
 */
export function PhotoPreview({ src, alt, onClose, mark }: Props) {
  const image = <img src={src} alt={alt} className={s.image} />;
  const ref = useRef<HTMLDialogElement>(null);
  useShowModal(ref);
  // Tab stays inside (a native modal dialog lets it leave for the browser's own bar after its last control).
  useDialogTabWrap();
  return (
    <dialog
      ref={ref}
      className={s.preview}
      aria-label={alt}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()}
    >
      {mark ? (
        <Watermarked lines={mark} className={s.marked}>
          {image}
        </Watermarked>
      ) : (
        image
      )}
      <Button className={s.close} onClick={onClose}>
        关闭
      </Button>
    </dialog>
  );
}
