import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { pageFields } from '../../../shared/contracts/common';
import { CONSULT_TYPES, consultationBody } from '../../../shared/contracts/consultations';
import { defineCall } from '../../lib/call';
import { formatDateTime } from '../../lib/dates';
import { addConsultation, listOwnConsultations } from './consultations.service';

const myQuestionBody = z.object({ ...pageFields(PAGE_SIZE.serviceRecords) });

export async function consultationsRoutes(app: FastifyInstance) {
  // user_id in the spec's payload is ignored: the consultation belongs to the session's user.
  defineCall(app, '/api/index/question_add', { body: consultationBody, access: 'signed-in', perMinute: 20 }, async ({ db, actor, body }) => {
    const row = await addConsultation(db, actor.userId, body);
    return { msg: '提交成功，我们会尽快与您联系', data: { id: row.id } };
  });

  defineCall(app, '/api/index/my_question', { body: myQuestionBody, access: 'signed-in' }, async ({ db, actor, body }) => {
    const { rows, total } = await listOwnConsultations(db, actor.userId, body);
    return {
      data: rows.map((r) => ({
        id: r.id,
        type: r.type,
        type_name: CONSULT_TYPES.find((t) => t.value === r.type)?.label ?? '',
        question_id: r.itemId ?? 0,
        company_name: r.companyName,
        name: r.name,
        phone: r.phone,
        content: r.content,
        status: r.status,
        status_name: r.status === 1 ? '已处理' : '未处理',
        reply: r.reply,
        createtime: formatDateTime(r.createdAt),
      })),
      count: total,
    };
  });
}
