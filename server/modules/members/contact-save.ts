import type { FastifyRequest } from 'fastify';
import type { CompanyContact } from '../../../shared/contracts/members';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { contactAuditView, presentContact } from './members.presenter';
import { saveContact } from './members.service';

/**
 * Saves a company's contacts as the form sends them, audited before → after (`company.contact`), and answers the
 * saved contacts: the same change whether the 负责人 makes it (after the new mobile's code) or the park's staff do.
 */
export async function saveContactAudited(db: Db, req: FastifyRequest, companyId: number, body: CompanyContact) {
  const { before, after } = await saveContact(db, companyId, {
    contactName: body.contact_name,
    mobile: body.mobile,
    email: body.email,
  });
  await audit(db, req, {
    action: 'company.contact',
    objectType: 'company',
    objectId: companyId,
    detail: { before: contactAuditView(before), after: contactAuditView(after) },
  });
  return { msg: '保存成功', data: presentContact(after) };
}
