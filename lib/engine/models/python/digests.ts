import type { LanguageModel } from "../types";

/** A hash object of a broken algorithm (hashlib's, PyCryptodome's), whose digest is a `WeakDigest`. */
const WEAK_HASH = "python.WeakHash";
const CRYPTO_HASHES = ["Crypto", "Cryptodome"].flatMap((p) =>
  ["MD5", "MD4", "SHA1", "SHA"].map((a) => `${p}.Hash.${a}#new`),
);

/**
 * What an MD5 or SHA-1 digest is, so the weak-hash rule sees a password stored as one
 * (`user.setPassword(hashlib.md5(p).hexdigest())`) where it is stored.
 */
export const digestsModel: Partial<LanguageModel> = {
  returnTypes: {
    ...Object.fromEntries(["md5", "sha1"].map((a) => [`hashlib#${a}`, WEAK_HASH])),
    ...Object.fromEntries(CRYPTO_HASHES.map((c) => [c, WEAK_HASH])),
    [`${WEAK_HASH}#hexdigest`]: "WeakDigest",
    [`${WEAK_HASH}#digest`]: "WeakDigest",
  },
};
