import type { EntryPointModel, LanguageModel } from "../types";

/**
 * GraphQL resolvers (Apollo Server, graphql-js, Mercurius) are called as
 * `resolver(parent, args, context, info)`: `args` (or its destructured parts) holds the query's
 * arguments, as the client sent them.
 */
export const graphqlEntryPoints: EntryPointModel[] = [
  {
    kind: "signature",
    params: [
      /^(_\w*|parent|root|obj|source|src)$/,
      /^(args|_args|params|input|\$param1)$/,
      /^(_?context|_?ctx)$/,
      /^_?info$/,
    ],
    exact: true,
    anywhere: true,
    fromParam: 1,
    count: 1,
    mark: "GraphQLArgs",
  },
];

export const graphqlModel: Partial<LanguageModel> = {
  sources: [
    { paramAnnotations: ["GraphQLArgs"], triggerWords: ["args"], label: "the GraphQL query arguments" },
  ],
};
