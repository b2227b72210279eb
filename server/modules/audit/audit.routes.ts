import type { FastifyInstance } from 'fastify';

/** The audit trail's viewer and export, for the auditor (issue 13). (Being built.) */
export async function auditRoutes(_app: FastifyInstance) {}
