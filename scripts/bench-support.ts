import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { httpEvent, invoke } from "../tests/helpers/http-event";

// What the in-process benchmarks share: the percentile they print, and a verified user to sign in as.

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Registers a user through the handlers and verifies the address from the local mailbox. */
export async function registerVerifiedUser(stateDir: string, email: string, password: string): Promise<void> {
  const register = (await import("../functions/http/auth/register")).handler;
  const verify = (await import("../functions/http/auth/verify-email")).handler;
  const registered = await invoke(
    register,
    httpEvent({
      method: "POST",
      path: "/api/auth/register",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, name: "Bench Mark" }),
    }),
  );
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const mailbox = join(stateDir, "mailbox");
  const mail = JSON.parse(readFileSync(join(mailbox, readdirSync(mailbox)[0] as string), "utf8")) as {
    links: string[];
  };
  const token = new URL(mail.links[0] as string).searchParams.get("token") as string;
  await invoke(verify, httpEvent({ path: "/api/auth/verify-email", query: { token } }));
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 with the error when it failed. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("The benchmark failed:", error);
      process.exit(1);
    },
  );
}
