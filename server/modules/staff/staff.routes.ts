import type { FastifyInstance } from 'fastify';

/**
 * Staff accounts and roles (issue 13): accounts by the system administrator; roles, everyone's sessions and
 * sign-in lockouts by the security administrator. (Being built.)
 */
export async function staffRoutes(_app: FastifyInstance) {}
