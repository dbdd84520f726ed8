import type { Val } from "../../dataflow/values";
import type { Expr } from "../../ir/ir";
import { constString, type SyntacticRule } from "../types";

/** OpenSSL key classes whose constructor takes the PEM's passphrase second. */
const PKEY = /^OpenSSL::PKey(::(RSA|DSA|EC|DH))?$/;
/** Key writers whose second argument is the passphrase encrypting the written key. */
const KEY_WRITERS = /^(export|to_pem|to_s|private_to_pem)$/;
/** Active Record encryption settings that hold key material. */
const ENCRYPTION_KEYS = /\bencryption\.(primary_key|deterministic_key|key_derivation_salt)$/;

function escapeSigils(s: string): string {
  return s.replace(/[$@]/g, (c) => `\\${c}`);
}

/**
 * A field or global (`@pass`, `$pass`) every assignment of which in the file is one string literal:
 * the dataflow follows locals only, and a passphrase is often kept on the object.
 */
function literalField(name: string, source: string): boolean {
  if (!/^[@$]/.test(name)) return false;
  const assigns = [...source.matchAll(new RegExp(`^\\s*${escapeSigils(name)}\\s*=(?!=)\\s*(.*)$`, "gm"))];
  return assigns.length > 0 && assigns.every((m) => /^(["'])[^"'#]+\1\s*$/.test(m[1] ?? ""));
}

function literalSecret(v: Val | undefined, e: Expr | undefined, source: string): boolean {
  const s = constString(v);
  if (s !== undefined) return s.length > 0;
  return e?.kind === "name" && literalField(e.name, source);
}

export const hardcodedCryptoKey: SyntacticRule = {
  kind: "syntactic",
  id: "hardcoded-crypto-key",
  title: "Hard-coded encryption key or key passphrase",
  cwe: [798, 321],
  owasp: "A07:2021-Identification and Authentication Failures",
  severity: "high",
  confidence: "high",
  languages: ["ruby"],
  trigger: /PKey|encryption\.(primary_key|deterministic_key|key_derivation_salt)/,
  message:
    "A key or the passphrase protecting a private key is written in the source code, so anyone with the code can use it.",
  fix: {
    description:
      "Read the key or passphrase at run time from Rails credentials, a secret store or the environment, and rotate the one that was committed.",
  },
  onCall(call, ctx) {
    const { key, args, argExprs } = call;
    const pkeyNew = key.name === "new" && PKEY.test(key.receiverType ?? "");
    // `key.export(cipher, pass)`: two arguments, the first a cipher, not a format string.
    const writer = KEY_WRITERS.test(key.name) && args.length === 2 && constString(args[0]) === undefined;
    if ((pkeyNew || (writer && /OpenSSL::PKey/.test(ctx.source))) && args.length === 2)
      return literalSecret(args[1], argExprs[1], ctx.source)
        ? { span: call.span, message: "The private key's passphrase is written in the source code." }
        : undefined;
    return undefined;
  },
  onAssign(assign) {
    if (!ENCRYPTION_KEYS.test(assign.path)) return undefined;
    const values = assign.value.items ?? [assign.value];
    return values.some((v) => (constString(v) ?? "").length > 0)
      ? {
          span: assign.span,
          message: `${assign.property} of Active Record encryption is written in the source code.`,
        }
      : undefined;
  },
};
