import type { LanguageModel } from "../types";

const on = (types: string[], methods: string[]) => types.flatMap((t) => methods.map((m) => `${t}#${m}`));

/**
 * Web frameworks and libraries: gin and echo (both name their handler argument `Context`), fiber,
 * chi, gorilla/mux and sessions, logrus, go-ldap and the XPath query packages.
 */
export const goWebModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        ...on(
          ["Context"],
          [
            "Query",
            "DefaultQuery",
            "GetQuery",
            "QueryArray",
            "QueryMap",
            "Param",
            "Params",
            "PostForm",
            "DefaultPostForm",
            "GetPostForm",
            "PostFormArray",
            "GetHeader",
            "Cookie",
            "GetRawData",
            "FormFile",
            "ShouldBind",
            "ShouldBindJSON",
            "ShouldBindQuery",
            "ShouldBindUri",
            "Bind",
            "BindJSON",
            "BindQuery",
            "QueryParam",
            "QueryParams",
            "FormValue",
            "FormParams",
            "ParamValues",
            "QueryString",
          ],
        ),
        // fiber's handler argument is a `*fiber.Ctx`.
        ...on(
          ["Ctx"],
          [
            "Params",
            "AllParams",
            "ParamsParser",
            "Query",
            "Queries",
            "QueryParser",
            "FormValue",
            "Body",
            "BodyRaw",
            "BodyParser",
            "Cookies",
            "Get",
            "GetReqHeaders",
            "OriginalURL",
          ],
        ),
        "github.com/gorilla/mux#Vars",
        "mux#Vars",
        "chi#URLParam",
        "chi#URLParamFromCtx",
      ],
      label: "the HTTP request",
    },
  ],
  sinks: [
    { calls: on(["Context"], ["Redirect"]), kind: "redirect", args: [1], label: "a redirect" },
    { calls: on(["Ctx"], ["Redirect"]), kind: "redirect", args: [0], label: "a redirect" },
    { calls: on(["Ctx"], ["SendFile", "Download"]), kind: "path", args: [0], label: "a file path" },
    { calls: on(["Context"], ["Data"]), kind: "xss", args: [2], label: "the HTTP response" },
    {
      calls: on(["Context"], ["HTML"]),
      kind: "xss",
      args: [1],
      // echo's c.HTML(code, html) writes the string; gin's c.HTML(code, name, data) renders a template.
      when: (c) => c.argCount === 2,
      label: "the HTTP response",
    },
    { calls: on(["Context"], ["File", "Attachment"]), kind: "path", args: [0], label: "a file path" },
    { calls: on(["Session"], ["Set", "AddFlash"]), kind: "trust-boundary", args: [1], label: "the session" },
    { calls: ["ldap#NewSearchRequest"], kind: "ldap", args: [6], label: "an LDAP filter" },
    {
      calls: [
        "xpath#Compile",
        "xpath#MustCompile",
        ...on(["xmlquery", "htmlquery"], ["Find", "FindOne", "Query", "QueryAll"]),
      ],
      kind: "xpath",
      args: [0, 1],
      label: "an XPath query",
    },
    {
      calls: on(
        ["logrus", "Logger", "Entry"],
        [
          "Info",
          "Infof",
          "Warn",
          "Warnf",
          "Error",
          "Errorf",
          "Debug",
          "Debugf",
          "Print",
          "Printf",
          "Fatal",
          "Fatalf",
        ],
      ),
      kind: "log",
      label: "a log entry",
    },
  ],
  assignSinks: [
    { index: "session.Values", kind: "trust-boundary", label: "the session" },
    { index: "sess.Values", kind: "trust-boundary", label: "the session" },
  ],
  sanitizers: [{ calls: ["ldap#EscapeFilter"], kinds: ["ldap"] }],
  returnTypes: {
    "github.com/sirupsen/logrus#New": "Logger",
    "github.com/sirupsen/logrus#WithField": "Entry",
    "github.com/sirupsen/logrus#WithFields": "Entry",
    "sessions#Default": "Session",
  },
  typeHints: { Context: /^(c|ctx)$/, Session: /^(session|sess)$/ },
};
