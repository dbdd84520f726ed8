import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeFiles } from "../../../lib/engine";
import { main } from "../../../lib/engine/cli";
import type { ThreatModel } from "../../../lib/engine/schema";

// The threat model decides whose input is a source: `remote` (the default) only input from
// outside the program, `local` the operator's own too, reported one step lower with low confidence.

const ENVIRONMENT = [
  "import os",
  "import subprocess",
  "",
  "def deploy():",
  '    subprocess.call("deploy " + os.environ["TARGET"], shell=True)',
  "",
].join("\n");

const REQUEST = [
  "import subprocess",
  "from flask import Flask, request",
  "",
  "app = Flask(__name__)",
  "",
  '@app.route("/ping")',
  "def ping():",
  '    return str(subprocess.call("ping -c 1 " + request.args["host"], shell=True))',
  "",
].join("\n");

async function findings(content: string, threatModel?: ThreatModel) {
  const { findings } = await analyzeFiles([{ path: "app.py", content }], { level: "standard", threatModel });
  return findings.map((f) => ({
    ruleId: f.ruleId,
    line: f.startLine,
    severity: f.severity,
    confidence: f.confidence,
    sourceKind: f.sourceKind,
  }));
}

describe("threat models", () => {
  it("leave the environment out by default and under remote", async () => {
    expect(await findings(ENVIRONMENT)).toEqual([]);
    expect(await findings(ENVIRONMENT, "remote")).toEqual([]);
  });

  it("report the environment under local, one step lower, with low confidence", async () => {
    expect(await findings(ENVIRONMENT, "local")).toEqual([
      { ruleId: "command-injection", line: 5, severity: "high", confidence: "low", sourceKind: "local" },
    ]);
  });

  it("report a request parameter as remote input under both", async () => {
    const expected = [
      {
        ruleId: "command-injection",
        line: 8,
        severity: "critical",
        confidence: "high",
        sourceKind: "remote",
      },
    ];
    expect(await findings(REQUEST, "remote")).toEqual(expected);
    expect(await findings(REQUEST, "local")).toEqual(expected);
  });

  it("name input of unknown origin, and no source for a finding without one", async () => {
    const content = [
      "import hashlib, subprocess",
      "",
      "def run(cmd):",
      "    subprocess.call(cmd, shell=True)",
      "",
      "def digest(data):",
      "    return hashlib.md5(data).hexdigest()",
      "",
    ].join("\n");
    const found = await findings(content);
    expect(found.find((f) => f.ruleId === "command-injection")?.sourceKind).toBe("unknown");
    const hash = found.find((f) => f.ruleId !== "command-injection");
    expect(hash?.ruleId).toBe("weak-hash");
    expect(hash?.sourceKind).toBeUndefined();
  });

  it("keep a setting's default: the environment's value falls back to the constant the code runs with", async () => {
    const content = [
      'const crypto = require("crypto");',
      "function seal(key, iv, note) {",
      '  const algorithm = process.env.APP_ALGORITHM || "des-ede";',
      "  return crypto.createCipheriv(algorithm, key, iv).update(note);",
      "}",
      "module.exports = seal;",
      "",
    ].join("\n");
    const { findings: found } = await analyzeFiles([{ path: "seal.js", content }], { level: "standard" });
    expect(found.map((f) => [f.ruleId, f.startLine])).toContainEqual(["weak-cipher", 4]);
  });

  it("are chosen on the command line with --threat-model", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "threat-model-"));
    writeFileSync(path.join(dir, "deploy.py"), ENVIRONMENT);
    const scan = async (...flags: string[]) => {
      const output = path.join(dir, `out${flags.join("")}.json`);
      expect(await main([dir, "--output", output, ...flags])).toBe(0);
      const document = JSON.parse(readFileSync(output, "utf8")) as {
        findings: Array<{ sourceKind?: string }>;
      };
      return document.findings.map((f) => f.sourceKind);
    };
    expect(await scan()).toEqual([]);
    expect(await scan("--threat-model", "remote")).toEqual([]);
    expect(await scan("--threat-model", "local")).toEqual(["local"]);
    expect(await main([dir, "--threat-model", "everything"])).toBe(2);
  });
});
