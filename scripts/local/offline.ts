import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { StackError, waitUntil } from "./services";

export interface OfflineServer {
  baseUrl: string;
  /** The functions' bundles, `<file of the handler>.mjs` each. */
  buildDir: string;
  stop(): Promise<void>;
}

const setCookiePatch = fileURLToPath(new URL("./offline-set-cookie.cjs", import.meta.url));
const exitWithStack = fileURLToPath(new URL("./exit-with-stack.cjs", import.meta.url));

/**
 * serverless-offline serving the HTTP API from the esbuild bundles, as Lambda would run them. The
 * queue-triggered functions run elsewhere (function-processes.ts), from the bundles it builds.
 */
export async function startOffline(options: {
  stage: string;
  httpPort: number;
  lambdaPort: number;
  env: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}): Promise<OfflineServer> {
  const buildFolder = `.esbuild/offline-${options.httpPort}`;
  const child: ChildProcess = spawn(
    "npx",
    // In-process: the worker-thread runner loses an invocation for good when its worker dies or
    // its result cannot be copied between threads (the request then never answers).
    [
      "--no-install",
      "serverless",
      "offline",
      "start",
      "--stage",
      options.stage,
      "--noTimeout",
      "--useInProcess",
    ],
    {
      env: {
        ...options.env,
        PORT: String(options.httpPort),
        LAMBDA_PORT: String(options.lambdaPort),
        SLS_TELEMETRY_DISABLED: "1",
        // Its own build folder: stacks started side by side in one checkout (tests, `npm start`)
        // must not rebuild each other's bundles under running functions.
        ESBUILD_WORK_FOLDER: buildFolder,
        LOCAL_STACK_PID: String(process.pid),
        // Makes serverless-offline pass Set-Cookie attributes through as API Gateway does, and end
        // with the stack however the stack ends.
        NODE_OPTIONS: [options.env.NODE_OPTIONS, `--require=${setCookiePatch}`, `--require=${exitWithStack}`]
          .filter(Boolean)
          .join(" "),
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping it also stops the workers it starts.
      detached: true,
    },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 200) output.shift();
      options.log?.(line);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://localhost:${options.httpPort}`;

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    rmSync(buildFolder, { recursive: true, force: true });
  };

  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) {
          throw new StackError(`serverless-offline exited during start-up:\n${output.slice(-20).join("\n")}`);
        }
        const response = await fetch(`${baseUrl}/health`);
        return response.status === 200 || response.status === 503;
      },
      "serverless-offline",
      // Bundling every function takes most of this; a busy machine can take many minutes.
      600_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    buildDir: resolve(buildFolder, ".build"),
    stop,
  };
}
