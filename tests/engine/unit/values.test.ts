import { describe, expect, it } from "vitest";
import { changedInPlace, deepTaints, type Val } from "../../../lib/engine/dataflow/values";

// deepTaints keeps what it found for a whole value until some value is changed in place.
const tainted: Val = { taints: [{ origin: { kind: "source", label: "input" }, trace: [], safe: new Set() }] };

describe("deepTaints", () => {
  it("finds what an object's members carry, again after the object is changed in place", () => {
    const object: Val = { keys: new Map([["a", { constant: { value: 1 } }]]) };
    const holder: Val = { keys: new Map([["inner", object]]) };
    expect(deepTaints(holder)).toBeUndefined();
    object.keys?.set("b", tainted);
    changedInPlace();
    expect(deepTaints(object)).toEqual(tainted.taints);
    expect(deepTaints(holder)).toEqual(tainted.taints);
  });
});
