import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The secrets a stack needs; each is 256 bits from the system's CSPRNG, hex-encoded. */
const names = ["JWT_SECRET", "WEBHOOK_SECRET", "TOKEN_ENCRYPTION_KEY"] as const;
/** The local payment gateway's keys, in the gateway's own formats. */
const paymentSecrets = { STRIPE_SECRET_KEY: "sk_test_", STRIPE_WEBHOOK_SECRET: "whsec_" } as const;
export type LocalSecrets = Record<(typeof names)[number] | keyof typeof paymentSecrets, string> & {
  /** The local code host's one app: its id, and its RSA private key (PKCS#8 PEM, base64). */
  CODEHOST_APP_ID: string;
  CODEHOST_APP_PRIVATE_KEY: string;
};

export function generateSecrets(): LocalSecrets {
  const { privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return {
    ...(Object.fromEntries(names.map((name) => [name, randomBytes(32).toString("hex")])) as Record<
      (typeof names)[number],
      string
    >),
    ...(Object.fromEntries(
      Object.entries(paymentSecrets).map(([name, prefix]) => [
        name,
        `${prefix}${randomBytes(24).toString("hex")}`,
      ]),
    ) as Record<keyof typeof paymentSecrets, string>),
    CODEHOST_APP_ID: "1",
    CODEHOST_APP_PRIVATE_KEY: Buffer.from(privateKey).toString("base64"),
  };
}

/** Generated on first start and kept in the state folder, so tokens survive a restart. */
export function loadOrCreateSecrets(stateDir: string): LocalSecrets {
  const file = join(stateDir, "secrets.json");
  const existing = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<LocalSecrets>) : {};
  const secrets = { ...generateSecrets(), ...existing };
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
