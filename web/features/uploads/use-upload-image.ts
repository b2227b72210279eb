import { App } from 'antd';
import type { UploadKind } from '@shared/contracts/uploads';
import { ERROR_SECONDS } from '~/lib/feedback';
import { upload } from '~/lib/upload';
import { checkUploadFile } from './upload-checks';

/**
 * The rich-text editor's image upload for a kind: the spec §5 checks before sending (JPEG, under 5 MB), then the
 * upload call; the image's address, or null when it was refused (the reason already shown).
 */
export function useUploadImage(kind: UploadKind): (file: File) => Promise<string | null> {
  const { message } = App.useApp();
  return async (file) => {
    const refusal = await checkUploadFile(file);
    if (refusal) {
      void message.error(refusal, ERROR_SECONDS);
      return null;
    }
    try {
      return (await upload(kind, file)).url;
    } catch {
      return null; // The upload client has shown the server's message.
    }
  };
}
