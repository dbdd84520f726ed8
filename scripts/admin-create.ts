import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { EmailSchema } from "../lib/accounts/credential-schemas";
import { hashPassword } from "../lib/accounts/passwords";
import { createAccount } from "../lib/accounts/registration";
import { findUserByEmail, updateUser } from "../lib/accounts/users";

// `npm run admin:create -- <email> [--aws]`: makes <email> an administrator. A new account gets a
// verified address and a random password, printed once; an existing account is only promoted.
// Without --aws it works on the local stack of `npm start` (DynamoDB Local on DYNAMODB_PORT, 8000,
// secrets from LOCAL_STATE_DIR/secrets.json); with --aws on the AWS account and TABLE_NAME of the
// environment, which also supplies JWT_SECRET and TOKEN_ENCRYPTION_KEY as for a deployment.

export interface AdminCreated {
  userId: string;
  created: boolean;
  /** Only for a new account: shown once, never stored in the clear. */
  password?: string;
}

export async function createAdmin(address: string): Promise<AdminCreated> {
  const email = v.parse(EmailSchema, address);
  const existing = await findUserByEmail(email);
  if (existing) {
    await updateUser(existing.id, { role: "admin", updated_at: new Date().toISOString() });
    return { userId: existing.id, created: false };
  }
  const password = randomPassword();
  const user = await createAccount({
    email,
    name: email.split("@")[0] || email,
    role: "admin",
    emailVerified: true,
    passwordHash: await hashPassword(password),
  });
  return { userId: user.id, created: true, password };
}

/** 144 random bits that also meet the registration rule (upper, lower, digit). */
function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString("base64url");
    if (/[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

function useLocalStack(): void {
  const stateDir = resolve(process.env.LOCAL_STATE_DIR ?? ".local");
  const secrets = JSON.parse(readFileSync(join(stateDir, "secrets.json"), "utf8")) as Record<string, string>;
  const local: Record<string, string> = {
    ...secrets,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    AWS_ENDPOINT_URL_DYNAMODB: `http://localhost:${process.env.DYNAMODB_PORT ?? 8000}`,
    TABLE_NAME: "code-security-local",
  };
  for (const [name, value] of Object.entries(local)) process.env[name] ??= value;
}

async function main(args: string[]): Promise<void> {
  const address = args.find((arg) => !arg.startsWith("--"));
  if (!address) throw new Error("Usage: npm run admin:create -- <email> [--aws]");
  if (!args.includes("--aws")) useLocalStack();
  const result = await createAdmin(address);
  if (result.created) {
    console.log(`Created administrator ${address} (${result.userId}).`);
    console.log(`One-time password, shown only now: ${result.password}`);
    console.log("Sign in and change it (password reset) before anything else.");
  } else {
    console.log(`Promoted ${address} (${result.userId}) to administrator; the password is unchanged.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}
