import type { EntryPointModel, LanguageModel } from "../types";

/**
 * GraphQL resolvers (Graphene, Strawberry, Ariadne): `def resolve_user(root, info, id)` and
 * `def mutate(root, info, name)` receive the query's arguments after `info`.
 */
export const graphqlEntryPoints: EntryPointModel[] = [
  {
    kind: "signature",
    params: [/^\w+$/, /^info$/],
    imports: /^(graphene|graphene_django|strawberry|ariadne)(\.|$)/,
    anywhere: true,
    fromParam: 2,
    mark: "GraphQLArgument",
  },
];

export const graphqlModel: Partial<LanguageModel> = {
  sources: [{ paramAnnotations: ["GraphQLArgument"], label: "a GraphQL argument" }],
};
