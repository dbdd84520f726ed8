import * as v from "valibot";

// The input rules for e-mail addresses and passwords, apart from the hashing in passwords.ts: route
// contracts import these, and they must not pull the native bcrypt addon into every bundle.

/** The spec's rule: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const PasswordSchema = v.pipe(
  v.string("must be a string"),
  v.minLength(8, "must be at least 8 characters"),
  v.maxLength(256, "must be at most 256 characters"),
  v.regex(/\p{Lu}/u, "must contain an uppercase letter"),
  v.regex(/\p{Ll}/u, "must contain a lowercase letter"),
  v.regex(/\p{Nd}/u, "must contain a digit"),
);

/** E-mail addresses are compared trimmed and lower-cased. */
export const EmailSchema = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, "must be at most 254 characters"),
  v.email("must be an e-mail address"),
);
