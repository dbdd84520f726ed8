import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { assertJavaInstalled, assertPortFree, freePort, StackError } from "../../../scripts/local/services";

describe("local stack start-up problems are one clear sentence", () => {
  it("names a busy port and the variable that moves it", async () => {
    const port = await freePort();
    const holder = createServer().listen(port, "127.0.0.1");
    await new Promise((resolve) => holder.once("listening", resolve));
    try {
      const error = await assertPortFree(port, "the HTTP API", "PORT").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StackError);
      expect((error as Error).message).toContain(`Port ${port}`);
      expect((error as Error).message).toContain("PORT=");
    } finally {
      holder.close();
    }
  });

  it("says how to install Java when it is missing", () => {
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      expect(() => assertJavaInstalled()).toThrow(StackError);
      expect(() => assertJavaInstalled()).toThrow(/Java 17\+ runtime/);
    } finally {
      process.env.PATH = path;
    }
  });
});
