import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { LoginType, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { Code } from '../../../shared/envelope';
import { isUploadKind, UPLOAD_KINDS, type UploadResult } from '../../../shared/contracts/uploads';
import { uploads } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { requireActor, sessionKey } from '../../lib/call';
import { fail } from '../../lib/errors';
import { cleanJpeg, storeUpload, tooLarge, uploadUrl } from './uploads.service';

/** Uploads (spec §7 /api/common/upload) and the two ways files are served back. */
export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 } });

  app.post('/api/common/upload', { config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionKey } } }, async (req) => {
    const actor = requireActor(req, 'signed-in')!;
    if (!req.isMultipart()) throw fail('请选择要上传的图片');
    let kind = '';
    let data: Buffer | null = null;
    let fileName = '';
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          fileName = part.filename.slice(0, 100);
          data = await part.toBuffer();
        } else if (part.fieldname === 'name') {
          kind = String(part.value);
        }
      }
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw fail('上传失败，请重试');
    }
    if (!isUploadKind(kind)) throw fail('上传类型不正确');
    if (!data || data.length === 0) throw fail('请选择要上传的图片');
    const row = await storeUpload(app.db, app.storage, actor.userId, kind, await cleanJpeg(data));
    const url = uploadUrl(row);
    const result: UploadResult = { id: row.id, url, fullurl: `${app.env.publicUrl}${url}`, name: kind, file_name: fileName };
    return { code: Code.OK, msg: '上传成功', data: result };
  });

  // Public files (logos): anyone may see them.
  app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
    const rel = req.params['*'];
    if (!/^\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/.test(rel)) return reply.status(404).send({ code: 0, msg: '文件不存在', data: null });
    const data = await app.storage.read(`public/${rel}`);
    if (!data) return reply.status(404).send({ code: 0, msg: '文件不存在', data: null });
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(data);
  });

  // Sensitive files (licence, ID photos, attachments): only their owner and administrators; admin views are audited.
  app.get<{ Params: { id: string } }>('/files/:id', async (req, reply) => {
    const id = Number(req.params.id);
    const actor = req.actor;
    const deny = (status: number, msg: string) => reply.status(status).header('cache-control', 'no-store').send({ code: 0, msg, data: null });
    if (!actor) return deny(401, '请登录后查看');
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return deny(404, '文件不存在');
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    if (!row) return deny(404, '文件不存在');
    const isAdmin = actor.loginType === LoginType.ADMIN;
    if (!isAdmin && row.ownerId !== actor.userId) return deny(403, '无权查看该文件');
    const data = await app.storage.read(row.path);
    if (!data) return deny(404, '文件不存在');
    if (isAdmin && row.sensitive) {
      await audit(app.db, req, { action: 'file.view', objectType: 'upload', objectId: row.id, detail: { kind: row.kind, label: UPLOAD_KINDS[row.kind as keyof typeof UPLOAD_KINDS]?.label ?? row.kind } });
    }
    return reply.type('image/jpeg').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(data);
  });
}
