import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/** Jodd's NetUtil, told from other classes of that name by the file's import. */
const JODD_IO = /import\s+jodd\.io\.(NetUtil|\*)\s*;/;

const VERBS = ["get", "post", "put", "delete", "patch", "head", "options", "method"];

/**
 * The HTTP clients of Java applications, each at the argument that names the address (CodeQL's
 * request-forgery models for org.springframework.web.client, ...reactive.function.client,
 * org.apache.http.client.methods, okhttp3 and cn.hutool.http). Template variables and bodies
 * after the URL are encoded into it or sent, not followed.
 */
export const javaHttpClientsModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: on(
        ["RestTemplate", "RestOperations"],
        [
          "getForObject",
          "getForEntity",
          "postForObject",
          "postForEntity",
          "postForLocation",
          "patchForObject",
          "put",
          "delete",
          "exchange",
          "execute",
          "headForHeaders",
          "optionsForAllow",
        ],
      ),
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      // WebClient.get().uri(url): the spec a verb returns takes the address; so do the base URLs.
      calls: [
        ...on(["RequestHeadersUriSpec", "RequestBodyUriSpec", "UriSpec"], ["uri"]),
        "WebClient#create",
        "WebClient.Builder#baseUrl",
        "Builder#baseUrl",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      // Apache HttpClient 4 and 5: a request object is made for the address it is then executed on.
      calls: [
        ...[
          "HttpGet",
          "HttpPost",
          "HttpPut",
          "HttpDelete",
          "HttpPatch",
          "HttpHead",
          "HttpOptions",
          "HttpTrace",
        ].map((t) => `new ${t}`),
        "HttpRequestBase#setURI",
        ...on(
          ["RequestBuilder", "ClassicRequestBuilder", "SimpleRequestBuilder", "SimpleHttpRequests"],
          VERBS,
        ),
        "RequestBuilder#setUri",
        "Request#Get",
        "Request#Post",
        "Request#Put",
        "Request#Delete",
        "Request#Head",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      // OkHttp's `new Request.Builder().url(url)` (the builder is lowered by its last name).
      calls: ["Request.Builder#url", "Builder#url", "HttpUrl#parse", "HttpUrl#get"],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    {
      calls: [
        ...on(
          ["HttpUtil"],
          [
            "get",
            "post",
            "createGet",
            "createPost",
            "downloadString",
            "downloadBytes",
            "downloadFile",
            "downloadFileFromUrl",
          ],
        ),
        ...on(["HttpRequest"], ["get", "post", "put", "delete", "patch", "head", "options", "of"]),
      ],
      kind: "ssrf",
      args: [0],
      label: "an outbound request",
    },
    { calls: ["HttpUtil#createRequest"], kind: "ssrf", args: [1], label: "an outbound request" },
    {
      // Jodd's NetUtil (jodd.io) downloads what the URL names, `file:` URLs included.
      calls: on(["NetUtil"], ["downloadBytes", "downloadString", "downloadFile"]),
      kind: "ssrf",
      args: [0],
      when: (c) => JODD_IO.test(c.file),
      label: "an outbound request",
    },
  ],
  returnTypes: {
    ...Object.fromEntries(
      ["get", "head", "options", "delete"].map((m) => [`WebClient#${m}`, "RequestHeadersUriSpec"]),
    ),
    ...Object.fromEntries(
      ["post", "put", "patch", "method"].map((m) => [`WebClient#${m}`, "RequestBodyUriSpec"]),
    ),
    "WebClient#builder": "WebClient.Builder",
    "WebClient.Builder#baseUrl": "WebClient.Builder",
  },
  typeHints: {
    RestTemplate: /^restTemplate$/,
    WebClient: /^webClient$/,
  },
};
