import { hardcodedSecret } from "./secrets/hardcoded-secret";
import { bufferOverflow } from "./syntactic/buffer-overflow";
import { cookieWithoutHttpOnly } from "./syntactic/cookie-without-httponly";
import { cookieWithoutSecure } from "./syntactic/cookie-without-secure";
import { dangerousDeserializer } from "./syntactic/dangerous-deserializer";
import { doubleFree } from "./syntactic/double-free";
import { formatString } from "./syntactic/format-string";
import { hardcodedCryptoKey } from "./syntactic/hardcoded-crypto-key";
import { hardcodedSigningKey } from "./syntactic/hardcoded-signing-key";
import { insecureRandom } from "./syntactic/insecure-random";
import { jwtNoneAlgorithm } from "./syntactic/jwt-none-algorithm";
import { mismatchedFree } from "./syntactic/mismatched-free";
import { nullDereference } from "./syntactic/null-dereference";
import { predictableSeed } from "./syntactic/predictable-seed";
import { privilegedMassAssignment } from "./syntactic/privileged-mass-assignment";
import { tlsVerificationDisabled } from "./syntactic/tls-verification-disabled";
import { useAfterFree } from "./syntactic/use-after-free";
import { weakCipher } from "./syntactic/weak-cipher";
import { weakHash } from "./syntactic/weak-hash";
import { xxe } from "./syntactic/xxe";
import { codeInjection } from "./taint/code-injection";
import { commandInjection } from "./taint/command-injection";
import { crossSiteScripting } from "./taint/cross-site-scripting";
import { ldapInjection } from "./taint/ldap-injection";
import { logInjection } from "./taint/log-injection";
import { massAssignment } from "./taint/mass-assignment";
import { nosqlInjection } from "./taint/nosql-injection";
import { openRedirect } from "./taint/open-redirect";
import { pathTraversal } from "./taint/path-traversal";
import { serverSideRequestForgery } from "./taint/server-side-request-forgery";
import { sqlInjection } from "./taint/sql-injection";
import { trustBoundaryViolation } from "./taint/trust-boundary-violation";
import { unsafeDeserialization } from "./taint/unsafe-deserialization";
import { untrustedXmlParsing } from "./taint/untrusted-xml-parsing";
import { xpathInjection } from "./taint/xpath-injection";
import type { Rule } from "./types";

/** Every rule, sorted by id. A guard test keeps this list complete, sorted and unique. */
export const RULES: readonly Rule[] = [
  bufferOverflow,
  codeInjection,
  commandInjection,
  cookieWithoutHttpOnly,
  cookieWithoutSecure,
  dangerousDeserializer,
  doubleFree,
  formatString,
  hardcodedCryptoKey,
  hardcodedSecret,
  hardcodedSigningKey,
  insecureRandom,
  jwtNoneAlgorithm,
  ldapInjection,
  logInjection,
  massAssignment,
  mismatchedFree,
  nosqlInjection,
  nullDereference,
  openRedirect,
  pathTraversal,
  predictableSeed,
  privilegedMassAssignment,
  sqlInjection,
  serverSideRequestForgery,
  tlsVerificationDisabled,
  trustBoundaryViolation,
  unsafeDeserialization,
  untrustedXmlParsing,
  useAfterFree,
  weakCipher,
  weakHash,
  xpathInjection,
  crossSiteScripting,
  xxe,
];
