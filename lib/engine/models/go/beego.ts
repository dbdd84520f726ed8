import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/**
 * A controller embeds beego's (v1 `github.com/astaxie/beego`, v2 `github.com/beego/beego/v2/server/web`),
 * so its methods are the embedded one's: the call key names them through the struct's embedded type.
 */
const CONTROLLERS = ["astaxie/beego.Controller", "server/web.Controller"];

/**
 * beego controllers and its context (reference: beego.wiki/docs/mvc/controller/params and the
 * `context` package, pkg.go.dev/github.com/beego/beego/v2/server/web/context). `c.Ctx` is the
 * `*context.Context` a handler function takes too; its `Redirect(status, url)` is gin's shape, which
 * web.ts models. `c.Data["json"]` with `ServeJSON()` writes JSON and `c.Data` for a template is
 * escaped by html/template: neither is a sink.
 */
export const goBeegoModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: [
        // `ParseForm(&form)` and v2's `Bind…(&form)` fill the struct they are given.
        ...on(CONTROLLERS, [
          "GetString",
          "GetStrings",
          "Input",
          "GetFile",
          "GetFiles",
          "GetSecureCookie",
          "ParseForm",
          "Bind",
          "BindJSON",
          "BindForm",
          "BindXML",
          "BindYAML",
        ]),
        ...on(["Context"], ["GetCookie", "GetSecureCookie"]),
        ...on(
          ["BeegoInput"],
          [
            "Query",
            "Param",
            "Params",
            "Header",
            "Cookie",
            "GetData",
            "URI",
            "URL",
            "Referer",
            "Refer",
            "CopyBody",
          ],
        ),
      ],
      members: ["BeegoInput.RequestBody"],
      label: "the HTTP request",
    },
  ],
  sinks: [
    { calls: on(["Context"], ["WriteString"]), kind: "xss", args: [0], label: "the HTTP response" },
    { calls: on(["BeegoOutput"], ["Body"]), kind: "xss", args: [0], label: "the HTTP response" },
    { calls: on(CONTROLLERS, ["Redirect"]), kind: "redirect", args: [0], label: "a redirect" },
    { calls: on(["Ormer", "TxOrmer"], ["Raw"]), kind: "sql", args: [0], label: "a SQL query" },
  ],
  returnTypes: {
    ...Object.fromEntries(CONTROLLERS.map((c) => [`${c}#Ctx`, "Context"])),
    "Context#Input": "BeegoInput",
    "Context#Output": "BeegoOutput",
    // beego's Response embeds the http.ResponseWriter.
    "Context#ResponseWriter": "ResponseWriter",
    "github.com/astaxie/beego/orm#NewOrm": "Ormer",
    "github.com/beego/beego/v2/client/orm#NewOrm": "Ormer",
  },
};
