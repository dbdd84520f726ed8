import { join, type Val } from "./values";

/** The variables of a function at one point of its run. */
export interface State {
  env: Map<string, Val>;
  dead: boolean;
  /**
   * Object values this state built with its own member writes and shares with no other state:
   * they are updated in place, so `exports.a = …; exports.b = …` stays linear. A clone shares
   * every value, so cloning drops ownership on both sides.
   */
  owned?: Set<Val>;
  /**
   * Input read by its path (`req.query.id`, `request.args["mode"]`) that a check confined: a source
   * path is read afresh each time, so what the check proved is kept here by path until a write to
   * the path (or what holds it) ends it. Held only where every joined path agrees.
   */
  paths?: Map<string, Val>;
}

/** Every state is made here, with all its fields in one order: code reading states sees one shape. */
export function newState(env: Map<string, Val>, dead: boolean, paths?: Map<string, Val>): State {
  return { env, dead, owned: undefined, paths };
}

export function cloneState(s: State): State {
  s.owned = undefined;
  return newState(new Map(s.env), s.dead, s.paths && new Map(s.paths));
}

export function joinStates(states: State[]): State {
  const live = states.filter((s) => !s.dead);
  if (live.length === 0) return newState(new Map(states[0]?.env ?? []), true);
  if (live.length === 1) return cloneState(live[0] as State);
  const env = new Map<string, Val>();
  const names = new Set<string>();
  for (const s of live) for (const k of s.env.keys()) names.add(k);
  for (const name of names) {
    let v: Val | undefined;
    let first = true;
    for (const s of live) {
      const x = s.env.get(name);
      v = first ? x : join(v, x);
      first = false;
    }
    if (v) env.set(name, v);
  }
  const paths = joinPaths(live);
  return newState(env, false, paths);
}

/**
 * Joins the two states an `if` ends in, which nothing reads afterwards: a branch that cannot
 * end there (it returned or threw) leaves the other as it is, without a copy.
 */
export function joinBranches(a: State, b: State): State {
  if (a.dead && b.dead) return newState(a.env, true);
  if (a.dead) return b;
  if (b.dead) return a;
  return joinStates([a, b]);
}

function joinPaths(live: State[]): Map<string, Val> | undefined {
  const [first, ...rest] = live;
  if (!first?.paths || rest.some((s) => !s.paths)) return undefined;
  const out = new Map<string, Val>();
  for (const [path, v] of first.paths) {
    let joined: Val | undefined = v;
    for (const s of rest) {
      const other = s.paths?.get(path);
      joined = other ? join(joined, other) : undefined;
      if (!joined) break;
    }
    if (joined) out.set(path, joined);
  }
  return out.size > 0 ? out : undefined;
}
