import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { holdsAnyRole } from '../../../shared/auth/staff-roles';
import { POLICY_FILE_UPLOAD_PATH } from '../../../shared/calls/articles';
import { LoginType } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { POLICY_FILE_MAX_BYTES, POLICY_FILE_TYPES, POLICY_MSG, type PolicyFileExt } from '../../../shared/contracts/policies-admin';
import { audit } from '../../lib/audit';
import { requireActor, restrictionRefusal, sessionKey } from '../../lib/call';
import { contentDisposition } from '../../lib/download';
import { fail, notFound } from '../../lib/errors';
import { newKey } from '../../lib/storage';
import { checkDailyQuota, multipartFile } from '../uploads/uploads.public';
import { POLICY_STAFF } from './articles.policy';
import { checkPolicyFile, findPolicyFile, insertPolicyFile, policyFileHref, publishedPolicyListing } from './policy-files';

/**
 * Policy attachments (issue 13): the content editor uploads a PDF, Word or Excel file (checked by its content, at most
 * POLICY_FILE_MAX_BYTES); it is served to everyone once a published policy lists it, and to content editors always.
 */
export async function policyFileRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: POLICY_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 } });

  app.post(
    POLICY_FILE_UPLOAD_PATH,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionKey } } },
    async (req) => {
      const actor = requireActor(req, 'admin', false, POLICY_STAFF)!;
      if (!req.isMultipart()) throw fail(POLICY_MSG.fileEmpty);
      await checkDailyQuota(app.db, actor.userId, app.env.UPLOAD_DAILY_QUOTA, app.clock());
      const { data, fileName } = await multipartFile(req, () => fail(POLICY_MSG.fileTooLarge));
      if (!data) throw fail(POLICY_MSG.fileEmpty);
      const { ext } = checkPolicyFile(fileName, data);
      const now = app.clock();
      const key = newKey('public', ext, now);
      await app.storage.put(key, data);
      const row = await insertPolicyFile(app.db, actor.userId, key, data.length, now);
      await audit(app.db, req, {
        action: 'policy_file.upload',
        objectType: 'upload',
        objectId: row!.id,
        detail: { before: null, after: { file_name: fileName, bytes: data.length, ext } },
      });
      const href = policyFileHref(row!.id);
      return {
        code: Code.OK,
        msg: '上传成功',
        data: { id: row!.id, file_name: fileName, file_href: href, fullurl: `${app.env.publicUrl}${href}` },
      };
    },
  );

  // Refusals are a call's (HTTP 200 envelope, no-store: plugins/errors.ts); a draft's attachment does not exist for others.
  app.get<{ Params: { id: string } }>('/files/policy/:id', async (req, reply) => {
    const id = Number(req.params.id);
    const missing = () => notFound('文件不存在');
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw missing();
    const row = await findPolicyFile(app.db, id);
    if (!row) throw missing();
    const href = policyFileHref(id);
    const listed = await publishedPolicyListing(app.db, href);
    const editor = req.actor?.loginType === LoginType.ADMIN && holdsAnyRole(req.actor.roles, POLICY_STAFF);
    if (!listed && !editor) throw missing();
    // A draft's attachment is the editor's alone, and not while the session must first change its password or enrol TOTP.
    const refusal = !listed && req.actor ? restrictionRefusal(req.actor) : null;
    if (refusal) throw fail(refusal);
    const data = await app.storage.read(row.path);
    if (!data) throw missing();
    const ext = row.path.split('.').pop() as PolicyFileExt;
    const name = listed?.files.find((f) => f.file_href === href)?.file_name ?? `附件.${ext}`;
    return reply
      .type(POLICY_FILE_TYPES[ext] ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
