/**
 * One bench run's figures, kept as JSON in bench/results/<label>.json (before.json, after.json), so RESULTS.md
 * can put two runs side by side. A run with --only replaces just the groups it ran in its label's file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../scripts/lib/server-process';
import type { LighthouseResult } from './lighthouse';
import type { DbRun } from './load';
import type { RouteSize } from './route-sizes';
import type { SearchResult } from './search1m';
import type { StartResult } from './start-time';

/** When a group ran, how long it took, and how busy the machine was (1-minute load average at its start and end). */
/** `code`: the tree's version this group measured (a run of some groups merged into an earlier one keeps each group's). */
export type GroupMeta = { at: string; seconds: number; loadStart: string; loadEnd: string; code?: string };

export type Groups = {
  pglite?: DbRun & GroupMeta;
  postgres?: DbRun & GroupMeta;
  sizes?: { rows: RouteSize[]; largest: { file: string; kb: number }[]; targetKb: number } & GroupMeta;
  lighthouse?: LighthouseResult & GroupMeta;
  search?: SearchResult & GroupMeta;
  start?: StartResult & GroupMeta;
};
export type GroupName = keyof Groups;
export const GROUPS: GroupName[] = ['pglite', 'postgres', 'search', 'sizes', 'lighthouse', 'start'];

export type RunResult = {
  label: string;
  /** When the run (or its last --only part) finished. */
  date: string;
  code: {
    dir: string;
    version: string;
    /** How `npm start` runs the server in this tree. */
    start: string;
    typescriptLoader: boolean;
    buildDir: string;
    /** The cache settings this tree knows (switched to 0 for "caches off"). */
    cacheSettings: string[];
  };
  machine: { cores: number; cpu: string; ramGb: number; node: string; postgres: string | null };
  /** The load average (1, 5, 15 min) when the run (or its last --only part) started and ended, and its length. */
  loadStart: string;
  loadEnd: string;
  seconds: number;
  /** The groups of the last part when it was run with --only. */
  only?: string;
  groups: Groups;
  /** Why a group has no figures (not asked, failed …), by group. */
  notes: Partial<Record<GroupName, string>>;
};

export const resultsDir = path.join(projectRoot, 'bench/results');
export const resultFile = (label: string) => path.join(resultsDir, `${label}.json`);

export function readResult(label: string): RunResult | null {
  const file = resultFile(label);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunResult) : null;
}

export function writeResult(r: RunResult): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(resultFile(r.label), `${JSON.stringify(r, null, 2)}\n`);
}
