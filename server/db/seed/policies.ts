import type { Db } from '../client';
import { policies } from '../schema/index';
import { quarterOf } from '../../lib/dates';
import { FILES } from './data/files';
import { INDUSTRY_POLICIES } from './data/policies-industry';
import { TALENT_POLICIES } from './data/policies-talent';
import { TECH_POLICIES } from './data/policies-tech';
import { rich } from './html';
import { at, idsByName, searchable, searchableBody } from './util';

export const ALL_POLICIES = [...TECH_POLICIES, ...INDUSTRY_POLICIES, ...TALENT_POLICIES];

/** Policy items of /information; the quarter is derived from the release time, as the filter expects. */
export async function seedPolicies(db: Db) {
  const rows = ALL_POLICIES.map((p) => {
    const releaseTime = at(p.release);
    const content = rich(p.body);
    return {
      category: p.category,
      title: p.title,
      summary: p.summary,
      smallTitle: p.smallTitle,
      smallTitle1: p.smallTitle1,
      source: p.source,
      content,
      files: p.files.map((k) => ({ ...FILES[k] })),
      releaseTime,
      quarter: quarterOf(releaseTime),
      viewCount: p.views,
      ...searchable(p.title, p.summary, p.smallTitle, p.smallTitle1, p.source),
      ...searchableBody(content),
    };
  });
  const inserted = await db.insert(policies).values(rows).returning({ id: policies.id, name: policies.title });
  return { count: inserted.length, ids: idsByName(inserted) };
}
