import { IMPORT_STAFF } from '../../../shared/auth/module-roles';
import { IMPORT_MAX_BYTES, IMPORT_MSG } from '../../../shared/imports/rules';
import { fail } from '../../lib/errors';

/** Who may import (issue 31): park operations, who keep the rooms, companies, contracts and payments. */
export { IMPORT_STAFF };

/** An upload's file: present, not empty, within IMPORT_MAX_BYTES (multipart's own limit stops a larger one first). */
export function requireImportFile(data: Buffer | null): Buffer {
  if (!data || data.length === 0) throw fail(IMPORT_MSG.file);
  if (data.length > IMPORT_MAX_BYTES) throw fail(IMPORT_MSG.tooBig);
  return data;
}
