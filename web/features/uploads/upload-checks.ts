import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { MSG } from '@shared/messages';

/** What the file chooser accepts; the content is still checked (a renamed PNG is not a JPEG). */
export const JPEG_ACCEPT = 'image/jpeg,.jpg,.jpeg';

/** Spec §5 keeps one message for both refusals; a wrong type also says which type is wanted. */
export const NOT_JPEG_MSG = `仅支持 JPG 格式的图片，${MSG.uploadTooLarge}`;

/** A JPEG starts with the SOI marker FF D8 followed by another marker (FF). */
export function isJpegHead(head: Uint8Array): boolean {
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

/**
 * Spec §5 upload helper, before anything is sent: JPEG only (judged by the first bytes, as the server
 * does) and under 5 MB. Returns the message to show, or null when the file may be sent.
 */
export function uploadRefusal(file: { size: number }, head: Uint8Array): string | null {
  if (!isJpegHead(head)) return NOT_JPEG_MSG;
  if (file.size >= MAX_UPLOAD_BYTES) return MSG.uploadTooLarge;
  return null;
}

/** Reads the first bytes of a chosen file and applies `uploadRefusal`. */
export async function checkUploadFile(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  return uploadRefusal(file, head);
}
