import type { EntryPointModel, LanguageModel } from "../types";

/**
 * jjwt calls a signing key resolver with the token's header and claims before it has verified the
 * signature, since the key it returns is what verifies it (jjwt's SigningKeyResolver
 * documentation): whoever sent the token chose every value in them (`kid` included).
 */
export const jwtEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    names: /^(resolveSigningKey|resolveSigningKeyBytes|locate)$/,
    classes: [{ supers: /^(SigningKeyResolver|SigningKeyResolverAdapter|LocatorAdapter)$/ }],
    with: [],
    without: ["static"],
    imports: /^io\.jsonwebtoken\./,
    mark: "JwtKeyResolver",
  },
];

export const jwtModel: Partial<LanguageModel> = {
  sources: [{ routeDecorators: /^JwtKeyResolver$/, label: "an unverified token's header" }],
};
