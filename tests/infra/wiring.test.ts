import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { documentedRoutes } from "../../lib/openapi/routes";
import { readServiceDefinition, type ServiceDefinition } from "../../scripts/local/service-definition";

let definition: ServiceDefinition;

beforeAll(async () => {
  definition = await readServiceDefinition("ci");
}, 60_000);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe("serverless.yml and the code agree", () => {
  it("every function's handler file exists and exports `handler`", async () => {
    for (const [name, fn] of Object.entries(definition.functions)) {
      const [file, exported] = fn.handler.split(/\.(?=[^.]+$)/) as [string, string];
      expect(existsSync(`${file}.ts`), `${name}: ${file}.ts`).toBe(true);
      const module = await import(`../../${file}`);
      expect(typeof module[exported], `${name} exports ${exported}`).toBe("function");
    }
  });

  it("every handler file is wired to a function", () => {
    const wired = new Set(
      Object.values(definition.functions).map((fn) => `${fn.handler.split(/\.(?=[^.]+$)/)[0]}.ts`),
    );
    const files = filesUnder("functions").map((file) => relative(".", file));
    expect(files.filter((file) => !wired.has(file))).toEqual([]);
  });

  it("every HTTP route in serverless.yml is in the OpenAPI document, and nothing else is", () => {
    const served = Object.values(definition.functions)
      .flatMap((fn) => fn.events ?? [])
      .flatMap((event) => (event.httpApi && typeof event.httpApi === "object" ? [event.httpApi] : []))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .sort();
    const documented = documentedRoutes.map((route) => `${route.method} ${route.path}`).sort();
    expect(documented).toEqual(served);
  });
});
