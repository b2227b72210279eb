import { describe, expect, it } from 'vitest';
import {
  accountKind,
  type AccountKind,
  holdsAnyRole,
  roleSetProblem,
  STAFF_ROLES,
  StaffRole,
  type StaffRoleValue,
} from '../../../shared/auth/staff-roles';
import type { ApiCall } from '../../../shared/calls/define';
import * as staffCalls from '../../../shared/calls/staff';
import { createRolesProblem, dutyProblem, rolesChangeProblem, StaffStatus } from '../../../shared/contracts/staff';
import Fastify from 'fastify';
import { beforeAll } from 'vitest';
import { describedCalls } from '../../lib/call';
import { renewsOnRolesChange } from './staff.policy';
import { staffRolesRoutes } from './staff-roles.routes';
import { staffTotpResetRoutes } from './staff-totp.routes';
import { staffAccountRoutes } from './staff.routes';

/**
 * Issue 27: whatever the sequence of staff_create, staff_roles, staff_reset_password, staff_status and
 * staff_totp_reset calls, no account ends up holding a 三员 role whose password another 三员 role knows.
 *
 * A model of one account, walked breadth-first over every state the calls can reach (so every sequence of two
 * role changes, with resets and status changes between them, and longer ones too). "Who knows the password" is
 * explicit: the 三员 role (account kind) of the administrator that last received a generated password for it —
 * at creation, a reset, or a change of roles that renewed it — cleared when the owner changes it. The rules walked
 * are the server's: the duty table through the same functions the policy calls, the calls' roles from the
 * registry, and renewsOnRolesChange.
 */

type Knower = AccountKind | null;
type State = { roles: StaffRoleValue[]; knower: Knower; status: number };
type Rules = {
  /** Whether a change of roles renews the password (shown to whoever made it). */
  renews: (before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]) => boolean;
  /** Why `actor` may not change the roles from `before` to `after`, or null. */
  rolesProblem: (actor: readonly StaffRoleValue[], before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]) => string | null;
};

const SERVER_RULES: Rules = { renews: renewsOnRolesChange, rolesProblem: rolesChangeProblem };

/**
 * Who may know the password of an account of each kind besides its owner — written here by hand from issue 27, not
 * read from the duty table: the role itself, and the security administrator for an auditor (it issues auditors'
 * passwords, shown once and changed at the first sign-in). Never another 三员 role.
 */
function mayKnow(kind: AccountKind, knower: Knower): boolean {
  if (knower === null || kind === 'business') return true;
  return knower === kind || (kind === 'auditor' && knower === 'security');
}

/** Every set of roles one account may hold (the empty set only at creation). */
const ROLE_SETS: StaffRoleValue[][] = Array.from({ length: 2 ** STAFF_ROLES.length }, (_, mask) =>
  STAFF_ROLES.filter((_r, i) => mask & (2 ** i)),
);
const HOLDABLE = ROLE_SETS.filter((set) => roleSetProblem(set) === null);
/** What staff_create's contract accepts (createRolesField): none, or a set one account may hold. */
const CREATABLE = ROLE_SETS.filter((set) => set.length === 0 || roleSetProblem(set) === null);

/** One administrator of each kind (and accounts that hold no 三员 role: the calls refuse them). */
const ACTORS: StaffRoleValue[][] = [
  [StaffRole.SYSTEM, StaffRole.CONTENT, StaffRole.OPERATIONS],
  [StaffRole.SECURITY],
  [StaffRole.AUDITOR],
  [StaffRole.CONTENT, StaffRole.OPERATIONS],
];

/** Who may make each staff call at all (defineCall's roles, from the registry). */
function callRoles(call: ApiCall) {
  const registered = describedCalls().find((c) => c.path === call.path);
  if (!registered) throw new Error(`${call.path} is not registered`);
  return registered.roles ?? [];
}

type Step = { label: string; next: State; roleChange?: true };

/** Every call that changes something, by every actor, on an account in `state`; the refused ones are left out. */
function steps(state: State, rules: Rules, may: (call: ApiCall, actor: readonly StaffRoleValue[]) => boolean): Step[] {
  const out: Step[] = [];
  const kind = (actor: readonly StaffRoleValue[]) => accountKind(actor);
  for (const actor of ACTORS) {
    const who = kind(actor);
    for (const after of HOLDABLE) {
      if (!may(staffCalls.staffRoles, actor) || rules.rolesProblem(actor, state.roles, after)) continue;
      const knower = rules.renews(state.roles, after) ? who : state.knower;
      out.push({
        label: `${who} sets roles [${after}]`,
        next: { ...state, roles: after, knower },
        roleChange: true,
      });
    }
    if (may(staffCalls.staffResetPassword, actor) && !dutyProblem('reset_password', actor, state.roles)) {
      out.push({ label: `${who} resets the password`, next: { ...state, knower: who } });
    }
    if (may(staffCalls.staffStatus, actor) && !dutyProblem('status', actor, state.roles)) {
      const status = state.status === StaffStatus.ENABLED ? StaffStatus.DISABLED : StaffStatus.ENABLED;
      out.push({ label: `${who} sets status ${status}`, next: { ...state, status } });
    }
    if (may(staffCalls.staffTotpReset, actor) && !dutyProblem('reset_totp', actor, state.roles)) {
      out.push({ label: `${who} resets the second factor`, next: { ...state } });
    }
  }
  out.push({ label: 'the owner changes the password', next: { ...state, knower: null } });
  return out;
}

/**
 * Walks every state reachable from the accounts the system administrator may create in a park that has a security
 * administrator (the first one's bootstrap is the documented known limit), breadth-first over (state, role changes
 * so far, counted up to 3): every sequence of two role changes, with any calls between, is taken. Returns the role
 * sets reached, the second role changes taken, and the first path to a state that breaks mayKnow (null: none).
 */
function walk(rules: Rules) {
  const may = (call: ApiCall, actor: readonly StaffRoleValue[]) => holdsAnyRole(actor, callRoles(call));
  const creator = ACTORS[0]!;
  const seen = new Set<string>();
  const queue: { state: State; path: string[]; changes: number }[] = [];
  const visit = (state: State, path: string[], changes: number) => {
    const key = `${state.roles.join('+')}|${state.knower}|${state.status}|${Math.min(changes, 3)}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ state, path, changes });
  };
  for (const roles of CREATABLE) {
    if (!may(staffCalls.staffCreate, creator) || createRolesProblem(roles, true)) continue;
    visit({ roles, knower: accountKind(creator), status: StaffStatus.ENABLED }, [`system creates [${roles}]`], 0);
  }
  const reached = new Set<string>();
  let secondChanges = 0;
  while (queue.length) {
    const { state, path, changes } = queue.shift()!;
    reached.add(state.roles.join('+'));
    if (!mayKnow(accountKind(state.roles), state.knower)) return { reached, secondChanges, violation: path };
    for (const step of steps(state, rules, may)) {
      const after = changes + (step.roleChange ? 1 : 0);
      if (changes === 1 && after === 2) secondChanges += 1;
      visit(step.next, [...path, step.label], after);
    }
  }
  return { reached, secondChanges, violation: null };
}

describe('三员分立 over every sequence of calls (issue 27)', () => {
  // The staff calls registered, so the walk reads who may make each (defineCall's roles).
  beforeAll(async () => {
    const app = Fastify();
    await staffAccountRoutes(app);
    await staffRolesRoutes(app);
    await staffTotpResetRoutes(app);
    await app.close();
  });

  it('reaches every role set, and no account of a 三员 role has a password another 三员 role knows', () => {
    const { reached, secondChanges, violation } = walk(SERVER_RULES);
    expect(violation).toBeNull();
    expect([...reached].sort()).toEqual(CREATABLE.map((set) => set.join('+')).sort());
    expect(secondChanges).toBeGreaterThan(HOLDABLE.length * HOLDABLE.length);
  });

  it('finds the walk-around of issue 27 when a change of 三员 role renews nothing but a security-kept role gained', () => {
    // The rule before issue 27: only gaining security or auditor renewed the password, and the security
    // administrator set every role.
    const gainedOnly = (before: readonly StaffRoleValue[], after: readonly StaffRoleValue[]) =>
      after.some((r) => (r === StaffRole.SECURITY || r === StaffRole.AUDITOR) && !before.includes(r));
    const old = walk({
      renews: gainedOnly,
      rolesProblem: (actor, _before, after) => roleSetProblem(after) ?? (actor.includes(StaffRole.SECURITY) ? null : '无权'),
    });
    expect(old.violation).not.toBeNull();
    // The duty table's rules with the old renewal: losing a 三员 role kept the password the administrator saw.
    expect(walk({ ...SERVER_RULES, renews: gainedOnly }).violation).not.toBeNull();
  });

  it('refuses the issue’s sequence: the security administrator gives auditor, then system + operations', () => {
    const sec = [StaffRole.SECURITY];
    expect(rolesChangeProblem(sec, [], [StaffRole.AUDITOR])).toBeNull();
    expect(rolesChangeProblem(sec, [StaffRole.AUDITOR], [StaffRole.SYSTEM, StaffRole.OPERATIONS])).not.toBeNull();
    expect(rolesChangeProblem(sec, [StaffRole.OPERATIONS], [StaffRole.SYSTEM, StaffRole.OPERATIONS])).not.toBeNull();
  });
});
