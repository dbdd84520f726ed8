import { on } from "../common/calls";
import type { LanguageModel } from "../types";

const WRAPPERS = [
  "QueryWrapper",
  "LambdaQueryWrapper",
  "UpdateWrapper",
  "LambdaUpdateWrapper",
  "QueryChainWrapper",
  "LambdaQueryChainWrapper",
  "AbstractWrapper",
];

/** Condition methods that give their wrapper back, so a chain keeps its type. */
const CHAINED = [
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "like",
  "likeLeft",
  "likeRight",
  "notLike",
  "in",
  "notIn",
  "isNull",
  "isNotNull",
  "between",
  "orderByAsc",
  "orderByDesc",
  "orderBy",
  "groupBy",
  "select",
  "and",
  "or",
  "apply",
  "last",
  "set",
];

/**
 * MyBatis (its documentation's "String Substitution" section; CodeQL's MyBatis annotation and
 * mapper XML SQL injection queries): `${name}` splices the value into the statement's text,
 * `#{name}` binds it. The statement is a mapper method's `@Select`/`@Insert`/`@Update`/`@Delete`
 * annotation or the mapper file's element whose `id` is the method, under the interface it names.
 */
export const myBatisModel: Partial<LanguageModel> = {
  templateSinks: [
    {
      annotations: /^(Select|Insert|Update|Delete)$/,
      files: {
        path: /\.xml$/i,
        marker: "<mapper",
        namespace: /<mapper\b[^>]*\bnamespace\s*=\s*"([^"]+)"/,
        statement:
          /<(select|insert|update|delete)\b[^>]*\bid\s*=\s*"(?<id>[^"]+)"[^>]*>(?<body>[\s\S]*?)<\/\1\s*>/g,
      },
      placeholder: /\$\{\s*([A-Za-z_][\w.]*)/g,
      paramName: /@Param\(\s*(?:value\s*=\s*)?"([^"]+)"/,
      kind: "sql",
      label: "a MyBatis statement",
    },
  ],
  sinks: [
    {
      // MyBatis-Plus condition wrappers (its documentation's 条件构造器 warns of these): the SQL
      // fragment is written as given; `apply("a = {0}", x)` binds the values after it.
      calls: on(WRAPPERS, ["apply", "last", "exists", "notExists", "having", "setSql"]),
      kind: "sql",
      args: [0],
      label: "a MyBatis-Plus SQL fragment",
    },
    {
      calls: on(WRAPPERS, ["inSql", "notInSql"]),
      kind: "sql",
      args: [1],
      label: "a MyBatis-Plus SQL fragment",
    },
  ],
  returnTypes: {
    ...Object.fromEntries(WRAPPERS.flatMap((t) => CHAINED.map((m) => [`${t}#${m}`, t]))),
    "Wrappers#query": "QueryWrapper",
    "Wrappers#lambdaQuery": "LambdaQueryWrapper",
    "Wrappers#update": "UpdateWrapper",
    "Wrappers#lambdaUpdate": "LambdaUpdateWrapper",
  },
};
