import type { UploadKind } from '@shared/contracts/uploads';
import { feedback } from '~/lib/feedback';
import { checkUploadFile } from './upload-checks';

/**
 * The rich-text editor's image upload for a kind: the spec §5 checks before sending (JPEG, under 5 MB), then the
 * upload call; the image's address, or null when it was refused (the reason already shown). The upload client (with
 * its call's schema, and so zod) is loaded with the first image: the company brief's first load carries none of it.
 */
export function useUploadImage(kind: UploadKind): (file: File) => Promise<string | null> {
  return async (file) => {
    const refusal = await checkUploadFile(file);
    if (refusal) {
      feedback().error(refusal);
      return null;
    }
    try {
      const { upload } = await import('~/lib/upload');
      return (await upload(kind, file)).url;
    } catch {
      return null; // The upload client has shown the server's message.
    }
  };
}
