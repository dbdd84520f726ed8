import type { CallFacts } from "../types";

/**
 * The argument at `index` is given as a whole value (text, a map decoded from the request), not
 * written as a map, a slice or a struct literal (`bson.M{…}`, `&Cond{…}`) whose fields are bound.
 */
export const wholeArg =
  (index: number) =>
  (c: CallFacts): boolean => {
    const a = c.arg(index);
    return !a?.isMap && !a?.isList && !/^&?[\w.]+\{/.test(a?.text ?? "");
  };
