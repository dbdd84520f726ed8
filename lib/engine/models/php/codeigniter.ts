import type { LanguageModel } from "../types";

/** CodeIgniter 3's input class (`$this->input`): what it reads comes from the request. */
const CI3_INPUT = [
  "get",
  "post",
  "get_post",
  "post_get",
  "cookie",
  "server",
  "request_headers",
  "get_request_header",
  "user_agent",
  "input_stream",
  "raw_input_stream",
];

/** CodeIgniter 4's IncomingRequest (`$this->request`). */
const CI4_REQUEST = [
  "getGet",
  "getPost",
  "getVar",
  "getGetPost",
  "getPostGet",
  "getJSON",
  "getJsonVar",
  "getRawInput",
  "getRawInputVar",
  "getBody",
  "getCookie",
  "getServer",
  "getHeaderLine",
  "getUserAgent",
];

/** CodeIgniter 3 and 4: the input class and the incoming request in; the database's escaping. */
export const codeigniterModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [...CI3_INPUT.map((m) => `CI_Input#${m}`), ...CI4_REQUEST.map((m) => `Request#${m}`)],
      label: "the HTTP request",
    },
  ],
  sanitizers: [
    // The query builder's escape() quotes the value itself; escape_str() leaves the quoting to the query.
    { calls: ["Db#escape"], kinds: ["sql"] },
    { calls: ["Db#escape_str", "Db#escape_like_str"], kinds: ["sql"], marks: ["quoted"] },
  ],
  typeHints: { CI_Input: /^input$/ },
};
