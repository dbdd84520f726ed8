import type { LanguageModel } from "../types";

/** Calls that give a DataFrame. */
const FRAMES = ["DataFrame", "read_csv", "read_json", "read_excel", "read_parquet", "read_sql", "read_table"];

/**
 * pandas evaluates expression strings: `df.query(expr)`, `df.eval(expr)` and `pd.eval(expr)` run
 * Python-like code over the frame (with the python engine, any attribute of any object it reaches).
 */
export const pandasModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: ["pandas#eval", "pandas.DataFrame#eval", "pandas.DataFrame#query"],
      kind: "code",
      args: [0],
      keywords: ["expr"],
      label: "a pandas expression",
    },
  ],
  returnTypes: Object.fromEntries([
    ...FRAMES.map((m) => [`pandas#${m}`, "pandas.DataFrame"]),
    ...["copy", "head", "tail", "dropna", "fillna", "reset_index", "set_index", "sort_values", "merge"].map(
      (m) => [`pandas.DataFrame#${m}`, "pandas.DataFrame"],
    ),
  ]),
};
