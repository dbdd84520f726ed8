import { isLocation, on } from "../common/calls";
import type { LanguageModel } from "../types";
import { JAVA_NOT_INPUT } from "./spring";

/** The Location header, named in any case, as the first argument of a header setter. */

/**
 * Web frameworks beside Servlets, Spring MVC and JAX-RS: the request views their handlers read
 * (Vert.x Web's RoutingContext, Javalin's and Spark's handlers, Spring WebFlux's functional
 * ServerRequest, Play's Http.Request, JFinal and Struts 2 controllers) and the parameter
 * annotations by which Micronaut and Quarkus bind request values.
 */
export const javaWebFrameworksModel: Partial<LanguageModel> = {
  sources: [
    {
      // Micronaut (`@QueryValue`, `@Header`, `@Body`, `@Part`) and Quarkus REST (`@RestQuery`, …).
      paramAnnotations: [
        "QueryValue",
        "Header",
        "Body",
        "Part",
        "RequestBean",
        "RestQuery",
        "RestPath",
        "RestForm",
        "RestHeader",
        "RestCookie",
        "RestMatrix",
      ],
      notInputTypes: JAVA_NOT_INPUT,
      label: "a bound request value",
    },
    {
      calls: [
        // Vert.x Web (vertx.io/docs/vertx-web/java): the routing context and the request it wraps.
        ...on(
          ["RoutingContext"],
          [
            "queryParam",
            "queryParams",
            "pathParam",
            "pathParams",
            "getBodyAsString",
            "getBodyAsJson",
            "getBodyAsJsonArray",
            "body",
            "fileUploads",
          ],
        ),
        ...on(
          ["HttpServerRequest"],
          [
            "getParam",
            "params",
            "getHeader",
            "getFormAttribute",
            "formAttributes",
            "absoluteURI",
            "getCookie",
          ],
        ),
        // Javalin (javalin.io/documentation#context).
        ...on(
          ["Context"],
          [
            "queryParam",
            "queryParams",
            "queryParamMap",
            "formParam",
            "formParams",
            "formParamMap",
            "pathParam",
            "pathParamMap",
            "body",
            "bodyAsBytes",
            "header",
            "cookie",
            "uploadedFile",
          ],
        ),
        // Spark (sparkjava.com/documentation#request): names OkHttp's Request has none of.
        ...on(["Request"], ["queryParams", "queryParamsValues", "params", "splat", "queryMap"]),
        // Spring WebFlux functional endpoints.
        ...on(
          ["ServerRequest"],
          [
            "queryParam",
            "queryParams",
            "pathVariable",
            "pathVariables",
            "bodyToMono",
            "bodyToFlux",
            "formData",
            "multipartData",
          ],
        ),
        // Play (playframework.com, Java Http.Request and its body).
        ...on(
          ["Http.Request"],
          ["getQueryString", "queryString", "header", "getHeaders", "cookie", "uri", "path"],
        ),
        ...on(
          ["Http.RequestBody"],
          ["asText", "asJson", "asFormUrlEncoded", "asMultipartFormData", "asBytes"],
        ),
        // Struts 2: the parameters of the action's context.
        "ActionContext#getParameters",
        // JFinal: a controller reads the request through its own methods.
        ...["getPara", "getParaMap", "getParaValues", "getParaValuesToStr", "getRawData"].flatMap((m) => [
          m,
          `Controller#${m}`,
        ]),
        "Controller#getCookie",
        "Controller#getHeader",
      ],
      label: "the HTTP request",
    },
    {
      // Struts 2's parameters interceptor sets an action's properties from the request parameters
      // of the same names before the action method runs (struts.apache.org, "Parameters
      // Interceptor"): text properties, not the services a container injects the same way nor
      // the objects the Aware interfaces inject.
      boundObjects: {
        supers: /^ActionSupport$/,
        types: /^(String|String\[\]|(List|Set|Collection)<String>)$/,
        except: /^(session|request|application|parameters)$/,
      },
      label: "a Struts 2 action property",
    },
  ],
  sinks: [
    { calls: ["Context#html"], kind: "xss", args: [0], label: "the HTML response" },
    {
      calls: ["Context#redirect", "Response#redirect", "RoutingContext#redirect"],
      kind: "redirect",
      args: [0],
      label: "a redirect",
    },
    {
      calls: ["HttpServerResponse#putHeader", "Context#header"],
      kind: "redirect",
      args: [1],
      when: isLocation,
      label: "the Location header",
    },
    // JFinal: `renderHtml` writes its text as the page, `redirect` sends the browser on.
    { calls: ["renderHtml", "Controller#renderHtml"], kind: "xss", args: [0], label: "the HTML response" },
    { calls: ["Controller#redirect"], kind: "redirect", args: [0], label: "a redirect" },
    {
      // JFinal's ActiveRecord: the SQL text first, the bound values after it.
      calls: on(
        ["Db", "DbPro"],
        [
          "find",
          "findFirst",
          "query",
          "queryFirst",
          "update",
          "delete",
          "queryColumn",
          "queryStr",
          "queryInt",
          "queryLong",
        ],
      ),
      kind: "sql",
      args: [0],
      label: "a database query",
    },
    {
      // `paginate(page, size, select, sqlExceptSelect, params…)`.
      calls: on(["Db", "DbPro"], ["paginate"]),
      kind: "sql",
      args: [2, 3],
      label: "a database query",
    },
  ],
  returnTypes: {
    "RoutingContext#request": "HttpServerRequest",
    "RoutingContext#response": "HttpServerResponse",
    "HttpServerResponse#setStatusCode": "HttpServerResponse",
    "HttpServerResponse#putHeader": "HttpServerResponse",
    "ServletActionContext#getRequest": "HttpServletRequest",
    "ServletActionContext#getResponse": "HttpServletResponse",
    "ActionContext#getContext": "ActionContext",
    "Http.Request#body": "Http.RequestBody",
    "Controller#getRequest": "HttpServletRequest",
  },
  typeHints: {
    RoutingContext: /^(ctx|rc|routingContext|context)$/,
    Context: /^(ctx|context)$/,
    HttpServerRequest: /^(req|request|serverRequest)$/,
  },
};
