import type { LanguageModel } from "../types";

/** CakePHP's request (`$this->request->getQuery('q')`, `getData('email')`, `getParam('slug')`). */
const CAKE_INPUT = ["getQuery", "getData", "getParam", "getCookie", "getCookieParams", "getEnv", "input"];

/** CakePHP 3 and later: the server request's readers in; the connection's raw queries out. */
export const cakephpModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: ["ServerRequest", "Request"].flatMap((t) => CAKE_INPUT.map((m) => `${t}#${m}`)),
      label: "the HTTP request",
    },
  ],
  // Doctrine DBAL's older `query`/`exec` take SQL text too.
  sinks: [
    {
      calls: ["Connection#execute", "Connection#query", "Connection#exec"],
      kind: "sql",
      args: [0],
      label: "a SQL query",
    },
  ],
  returnTypes: { "ConnectionManager#get": "Connection" },
};
