import type { LanguageModel } from "../types";

/** TypeORM's query builder: conditions are SQL text, values go in as named parameters. */
const BUILDER = "SelectQueryBuilder";
const CONDITIONS = ["where", "andWhere", "orWhere", "having", "andHaving", "orHaving"];
const CHAINED = [
  ...CONDITIONS,
  "select",
  "addSelect",
  "from",
  "innerJoin",
  "leftJoin",
  "innerJoinAndSelect",
  "leftJoinAndSelect",
  "orderBy",
  "addOrderBy",
  "groupBy",
  "addGroupBy",
  "setParameter",
  "setParameters",
  "skip",
  "take",
  "limit",
  "offset",
  "withDeleted",
];

/**
 * Query builders and ORMs that take SQL text beside their safe forms: TypeORM's `where(text)`
 * (an object or `:name` parameters are bound), Knex's `…Raw` methods, Sequelize's `literal` and
 * Prisma's `raw` fragments.
 */
export const sqlBuildersModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: CONDITIONS.map((m) => `${BUILDER}#${m}`),
      kind: "sql",
      args: [0],
      when: (c) => !c.arg(0)?.isMap,
      label: "a SQL condition",
    },
    {
      calls: [
        ...["orderByRaw", "havingRaw", "joinRaw", "groupByRaw", "orWhereRaw", "andWhereRaw"].map(
          (m) => `*#${m}`,
        ),
        "sequelize#literal",
        "Sequelize#literal",
        "Prisma#raw",
      ],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
  ],
  returnTypes: {
    "*#createQueryBuilder": BUILDER,
    ...Object.fromEntries(CHAINED.map((m) => [`${BUILDER}#${m}`, BUILDER])),
  },
};
