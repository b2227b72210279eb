import { createHash } from 'node:crypto';
import type { Db } from './client';

/**
 * A statement built once per database handle and then only run with its values: drizzle's `prepare`, its values
 * `sql.placeholder`s. Building a statement (drizzle's objects for each column and condition, then its text and
 * values) costs 25–70 µs of Node's CPU, more than PostgreSQL spends running a lookup by key: a statement every
 * request sends — the session lookup of every signed-in call, a list's token counts — is built once instead
 * (docs/PERFORMANCE.md, "A statement built once").
 *
 * `shape` names what makes the text differ (the number of values in an IN list, an optional condition); each shape is
 * built once per handle. The name given to `prepare` must be the shape's own, the same text under the same name
 * (PostgreSQL keeps it prepared under that name on each connection; the embedded database keeps it by its text).
 * Kept per handle: a plan pool or a transaction is a handle of its own, and a transaction's statements are built
 * for it, as before.
 */
export function keptStatements<S extends string | number, Q>(build: (db: Db, shape: S) => Q): (db: Db, shape: S) => Q {
  const byDb = new WeakMap<Db, Map<S, Q>>();
  return (db, shape) => {
    let byShape = byDb.get(db);
    if (!byShape) {
      byShape = new Map();
      byDb.set(db, byShape);
    }
    let q = byShape.get(shape);
    if (!q) {
      q = build(db, shape);
      byShape.set(shape, q);
    }
    return q;
  };
}

/** A statement of one shape built once per database handle (keptStatements). */
export function keptStatement<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const kept = keptStatements((db, _shape: 0) => build(db));
  return (db) => kept(db, 0);
}

/**
 * A kept statement's name made from its text, for a statement whose text is known only once built (lib/catalog.ts
 * keptWalk): one text, one name, however often and wherever it is built; two texts never share one (PostgreSQL refuses
 * a name used for another text on the same connection).
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Statements kept by the objects a caller builds them from (a list's fields and its order) and a shape, per database
 * handle (lib/catalog.ts): the objects say the text is the same without building it. Kept from the objects' second
 * use: a caller that makes them anew for every list never comes back with the same ones, so its statements are built
 * every time, as any other, and nothing is kept for them (nor held: the objects are the keys of weak maps).
 */
export function keptByObjects<Q>(): (db: Db, of: [object, object], shape: string, build: () => Q) => Q | undefined {
  const kept = new WeakMap<object, WeakMap<object, Map<string, WeakMap<Db, Q>>>>();
  return (db, [first, second], shape, build) => {
    let bySecond = kept.get(first);
    if (!bySecond) kept.set(first, (bySecond = new WeakMap()));
    const byShape = bySecond.get(second);
    // Seen once: noted, and built as any statement.
    if (!byShape) return void bySecond.set(second, new Map());
    let byDb = byShape.get(shape);
    if (!byDb) byShape.set(shape, (byDb = new WeakMap()));
    let q = byDb.get(db);
    if (!q) byDb.set(db, (q = build()));
    return q;
  };
}
