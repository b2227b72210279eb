import * as importsCalls from '@shared/calls/imports';
import type { ImportReport } from '@shared/contracts/imports';
import type { ImportTarget } from '@shared/imports/rules';
import { api } from '~/lib/api';
import { postForm, type UploadOptions } from '~/lib/upload';

// Calls made from the import page's buttons. On failure the client has already shown the server's message, and the
// promise rejects with an ApiError carrying it.

/** 检查: the file and what it holds, as multipart/form-data (`kind`, then `file`); nothing is written but the report. */
export function checkImport(kind: ImportTarget, file: File, options?: UploadOptions): Promise<ImportReport> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return postForm(importsCalls.importCheck, form, options);
}

/** 确认导入: the checked import written in one transaction. */
export const commitImport = async (id: number): Promise<ImportReport> => (await api(importsCalls.importCommit, { id })).data;

/** The import's report as it stands now (after a refused 确认导入, the server may have checked it again). */
export const fetchImport = async (id: number): Promise<ImportReport> => (await api(importsCalls.importDetail, { id })).data;
