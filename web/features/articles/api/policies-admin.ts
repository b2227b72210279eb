import * as articlesCalls from '@shared/calls/articles';
import type { CallBody } from '@shared/calls/define';
import { Code, type Envelope } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { api, ApiError, NETWORK_FAILURE, showFailure } from '~/lib/api';

// Calls made from the editor's buttons. Each resolves with the envelope on success; on failure the API client has
// already shown the server's message, and the promise rejects with an ApiError carrying it.

export const policyAdminApi = {
  detail: (id: number) => api(articlesCalls.policyDetail, { id }),
  save: (body: CallBody<typeof articlesCalls.policySave>) => api(articlesCalls.policySave, body),
  publish: (id: number, publishAt?: string) => api(articlesCalls.policyPublish, { id, ...(publishAt ? { publish_at: publishAt } : {}) }),
  unpublish: (id: number) => api(articlesCalls.policyUnpublish, { id }),
  remove: (id: number) => api(articlesCalls.policyDelete, { id }),
  restore: (id: number) => api(articlesCalls.policyRestore, { id }),
};

export type UploadedPolicyFile = { id: number; file_name: string; file_href: string };

/**
 * Sends one attachment (PDF, Word, Excel) to policy_file_upload as multipart with the session cookie; the server
 * checks its content and size. On failure the message is shown (as `api` does) and the promise rejects.
 */
export async function uploadPolicyFile(file: File): Promise<UploadedPolicyFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  let envelope: Envelope<UploadedPolicyFile>;
  try {
    const res = await fetch(articlesCalls.POLICY_FILE_UPLOAD_PATH, { method: 'POST', body: form });
    envelope = (await res.json()) as Envelope<UploadedPolicyFile>;
  } catch {
    showFailure(NETWORK_FAILURE, MSG.networkError);
    throw new ApiError(NETWORK_FAILURE, MSG.networkError);
  }
  if (envelope.code !== Code.OK) {
    showFailure(envelope.code, envelope.msg || 'Error');
    throw new ApiError(envelope.code, envelope.msg || 'Error');
  }
  return envelope.data;
}
