import { useEffect, type RefObject } from 'react';

/**
 * Opens a native <dialog> as modal when it mounts, and on unmount closes it and puts focus back where it was (the
 * button that opened it). The browser restores focus itself only when a dialog still in the page is closed; React
 * removes the element before this cleanup runs, which left focus on the page's body.
 */
export function useShowModal(ref: RefObject<HTMLDialogElement | null>, focus?: () => HTMLElement | null | undefined) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    focus?.()?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once, at mount: the dialog is rendered only while it is open.
  }, []);
}
