import { checkAnswer } from '@shared/calls/define';
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
 * cookie. XMLHttpRequest rather than fetch, for upload progress. Failures behave as in `api` (spec §8).
 */
export function upload(kind: UploadKind, file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = new XMLHttpRequest();
    const failWith = (code: number, msg: string) => {
      showFailure(code, msg);
      reject(new ApiError(code, msg));
    };
    xhr.open('POST', uploadsCalls.upload.path);
    xhr.withCredentials = false; // same-origin: the cookie travels anyway, and nothing goes elsewhere.
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(99, Math.floor((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: Envelope<UploadResult>;
      try {
        // A success is checked against the call's declaration, as api() checks every declared call.
        envelope = checkAnswer(uploadsCalls.upload, JSON.parse(xhr.responseText) as Envelope<unknown>);
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
    const form = new FormData();
    form.append('name', kind);
    form.append('file', file, file instanceof File ? file.name : 'image.jpg');
    xhr.send(form);
  });
}

/**
 * The address to show an uploaded image at in this page. Authorized files (/files/{id}), uploads and the
 * demo images are loaded from this origin, whatever base address the server put in front (PUBLIC_URL), so
 * the session cookie goes along and the same-origin resource policy does not block them.
 */
export function localFileUrl(url: string): string {
  if (!url) return '';
  const m = /^https?:\/\/[^/]+(\/(?:files|uploads|demo)\/[^?#]*)$/i.exec(url);
  return m ? m[1]! : url;
}
