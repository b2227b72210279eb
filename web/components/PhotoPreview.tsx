import { useRef } from 'react';
import { Button } from './Button';
import s from './PhotoPreview.module.css';
import { useShowModal } from './useShowModal';

type Props = { src: string; alt: string; onClose: () => void };

/**
 * A photo at full size over the page (antd's image preview, on the native modal <dialog>): Esc, 关闭 or a click on
 * the dark surround closes it, and focus goes back to the thumbnail that opened it.
 */
export function PhotoPreview({ src, alt, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useShowModal(ref);
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
    >
      <img src={src} alt={alt} className={s.image} />
      <Button className={s.close} onClick={onClose}>
        关闭
      </Button>
    </dialog>
  );
}
