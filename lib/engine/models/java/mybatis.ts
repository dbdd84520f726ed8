import type { LanguageModel } from "../types";

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
};
