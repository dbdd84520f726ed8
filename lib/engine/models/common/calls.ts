import type { CallFacts } from "../types";

/** The call patterns of every method on every type: `on(["A", "B"], ["m"])` is `A#m`, `B#m`. */
export const on = (types: string[], methods: string[]): string[] =>
  types.flatMap((t) => methods.map((m) => `${t}#${m}`));

/** A header call whose first argument names `Location`, in any case: where a redirect goes. */
export const isLocation = (c: CallFacts): boolean =>
  String(c.arg(0)?.constant ?? "").toLowerCase() === "location";
