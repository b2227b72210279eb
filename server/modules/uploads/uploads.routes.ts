import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { holdsAnyRole } from '../../../shared/auth/staff-roles';
import * as uploadsCalls from '../../../shared/calls/uploads';
import type { CallAnswer } from '../../../shared/calls/define';
import { LoginType, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { SITE_MSG } from '../../../shared/contracts/site-admin';
import { Code } from '../../../shared/envelope';
import { MSG } from '../../../shared/messages';
import { UPLOAD_KIND_INVALID, UPLOAD_KINDS } from '../../../shared/contracts/uploads';
import { audit } from '../../lib/audit';
import { requireActor, sessionKey } from '../../lib/call';
import { fail, forbidden, notFound } from '../../lib/errors';
import { BoundedQueue, QueueFullError } from '../../lib/semaphore';
import { canViewFile } from './uploads.policy';
import {
  checkDailyQuota,
  cleanJpeg,
  DECODE_WAITING_PER_SLOT,
  findUpload,
  multipartFile,
  readUpload,
  storeUpload,
  tooLarge,
  uploadUrl,
  viewerLabel,
  watermarkJpeg,
  watermarkText,
} from './uploads.service';

const FILE_MISSING = '文件不存在';

/** Uploads (spec §7 /api/common/upload) and the two ways files are served back. */
export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 } });
  // Image decoding (sharp) is the costly part: at most UPLOAD_DECODE_CONCURRENCY at once in this process, a short
  // line behind them, and a busy refusal beyond it.
  const concurrency = app.env.UPLOAD_DECODE_CONCURRENCY;
  const decoding = new BoundedQueue(concurrency, concurrency * DECODE_WAITING_PER_SLOT);

  // Multipart, so not a defineCall: registered here under its declaration's path, its fields checked with its body.
  app.post(
    uploadsCalls.upload.path,
    { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionKey } } },
    async (req) => {
      const actor = requireActor(req, 'signed-in')!;
      if (!req.isMultipart()) throw fail('请选择要上传的图片');
      await checkDailyQuota(app.db, actor.userId, app.env.UPLOAD_DAILY_QUOTA, app.clock());
      const { data, fileName, fields: given } = await multipartFile(req, tooLarge);
      const fields = uploadsCalls.upload.body.safeParse({ name: given.name ?? '' });
      if (!fields.success) throw fail(UPLOAD_KIND_INVALID);
      const kind = fields.data.name;
      // A staff-only kind (site_image): staff holding one of its roles; anyone else is refused before anything is stored.
      const only = UPLOAD_KINDS[kind];
      if ('staffRoles' in only && (actor.loginType !== LoginType.ADMIN || !holdsAnyRole(actor.roles, only.staffRoles)))
        throw forbidden(SITE_MSG.uploadRole);
      if (!data || data.length === 0) throw fail('请选择要上传的图片');
      let clean: Buffer;
      try {
        clean = await decoding.run(() => cleanJpeg(data));
      } catch (err) {
        if (err instanceof QueueFullError) throw fail(MSG.uploadBusy);
        throw err;
      }
      const row = await storeUpload(app.db, app.storage, app.box, actor.userId, kind, clean, app.clock());
      const url = uploadUrl(row);
      const result: CallAnswer<typeof uploadsCalls.upload> = {
        id: row.id,
        url,
        fullurl: `${app.env.publicUrl}${url}`,
        name: kind,
        file_name: fileName,
      };
      return { code: Code.OK, msg: '上传成功', data: result };
    },
  );

  // Public files (logos): anyone may see them. A missing one is refused as a call is (HTTP 200 envelope, no-store).
  app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
    const rel = req.params['*'];
    if (!/^\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/.test(rel)) throw notFound(FILE_MISSING);
    const data = await app.storage.read(`public/${rel}`);
    if (!data) throw notFound(FILE_MISSING);
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(data);
  });

  // Sensitive files (licence, ID photos, attachments): only their owner and staff, decrypted for the view, never
  // cached. Every view is audited; identity documents carry a watermark naming the viewer and the time. Refusals are
  // a call's (HTTP 200 envelope, no-store): the session codes without a session, 无权访问 (audited) for another's file.
  app.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const id = Number(req.params.id);
    // A staff session that must first change its password or enrol TOTP sees no file, as it makes no call.
    const actor = requireActor(req, 'signed-in')!;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(FILE_MISSING);
    const row = await findUpload(app.db, id);
    if (!row) throw notFound(FILE_MISSING);
    if (!canViewFile(actor, row)) throw forbidden('无权查看该文件');
    const image = await readUpload(app.storage, app.box, row);
    if (!image) throw notFound(FILE_MISSING);
    const kind = UPLOAD_KINDS[row.kind as keyof typeof UPLOAD_KINDS];
    let body = image;
    if (kind?.idDocument) {
      const text = watermarkText(await viewerLabel(app.db, actor.userId), app.clock());
      // Serving must not be refused: it waits for a slot however long the line is (bounded by the rate limit).
      body = await decoding.run(() => watermarkJpeg(image, text), { bounded: false });
    }
    if (row.sensitive) {
      await audit(app.db, req, {
        action: 'upload.view',
        objectType: 'upload',
        objectId: row.id,
        detail: { kind: row.kind, label: kind?.label ?? row.kind, owner: row.ownerId },
      });
    }
    return reply.type('image/jpeg').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(body);
  });
}
