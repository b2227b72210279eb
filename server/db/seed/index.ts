import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';

/** Seeds demo content when the database holds no content yet. */
export async function seedIfEmpty(_db: Db, _log: FastifyBaseLogger): Promise<void> {}
