import { checkAnswer, type ApiCall, type CallData } from '@shared/calls/define';
import * as uploadsCalls from '@shared/calls/uploads';
import type { UploadKind, UploadResult } from '@shared/contracts/uploads';
import { Code, type Envelope } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { ApiError, NETWORK_FAILURE, REQUEST_TIMEOUT_MS, showFailure } from './api';

export type UploadOptions = {
  /** 0–100 while the file is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** Thrown when the upload was cancelled on purpose; nothing is shown to the person. */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

/**
 * Sends one image to /api/common/upload (multipart: `name` = the kind, then the file) with the session
 * cookie. Failures behave as in `api` (spec §8).
 */
export function upload(kind: UploadKind, file: Blob, options: UploadOptions = {}): Promise<UploadResult> {
  const form = new FormData();
  form.append('name', kind);
  form.append('file', file, file instanceof File ? file.name : 'image.jpg');
  return postForm(uploadsCalls.upload, form, options);
}

/**
 * Posts a multipart form to a declared call (an image upload, an Excel import's check) with the session cookie, from
 * this origin as every call of the pages (the origin check of docs/SECURITY.md), and resolves the answer's data checked
 * against the declaration. XMLHttpRequest rather than fetch, for upload progress. Failures behave as in `api` (spec
 * §8): the server's message is shown and the promise rejects with an ApiError; a cancel rejects with UploadAborted.
 */
export function postForm<C extends ApiCall>(call: C, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<CallData<C>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = new XMLHttpRequest();
    const failWith = (code: number, msg: string) => {
      showFailure(code, msg);
      reject(new ApiError(code, msg));
    };
    xhr.open('POST', call.path);
    xhr.withCredentials = false; // same-origin: the cookie travels anyway, and nothing goes elsewhere.
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: Envelope<CallData<C>>;
      try {
        // A success is checked against the call's declaration, as api() checks every declared call.
        envelope = checkAnswer(call, JSON.parse(xhr.responseText) as Envelope<unknown>);
      } catch {
        return failWith(NETWORK_FAILURE, xhr.status >= 200 && xhr.status < 300 ? 'Error' : MSG.serverError);
      }
      if (envelope.code !== Code.OK) return failWith(envelope.code, envelope.msg || 'Error');
      onProgress?.(100);
      resolve(envelope.data);
    };
    xhr.onerror = () => failWith(NETWORK_FAILURE, MSG.networkError);
    xhr.ontimeout = () => failWith(NETWORK_FAILURE, MSG.networkError);
    xhr.onabort = () => reject(new UploadAborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
