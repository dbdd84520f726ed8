import type { LanguageModel } from "../types";

/** Clients whose generic request call takes the method first and the URL second. */
const METHOD_FIRST = [
  "requests#request",
  "httpx#request",
  "httpx#stream",
  "urllib3#request",
  "aiohttp#request",
  ...["request", "stream"].flatMap((m) => [
    `requests.Session#${m}`,
    `httpx.Client#${m}`,
    `httpx.AsyncClient#${m}`,
    `aiohttp.ClientSession#${m}`,
  ]),
  ...["request", "urlopen", "request_encode_url", "request_encode_body"].flatMap((m) => [
    `urllib3.PoolManager#${m}`,
    `urllib3.ProxyManager#${m}`,
  ]),
];

/**
 * Outbound requests beyond the one-call helpers: `requests.request("GET", url)`, urllib3's pool
 * managers, and http.client connections, whose host is the server the request goes to.
 */
export const httpClientsModel: Partial<LanguageModel> = {
  sinks: [
    { calls: METHOD_FIRST, kind: "ssrf", args: [1], keywords: ["url"], label: "an outbound request" },
    {
      calls: ["urllib.request#urlretrieve", "urllib#urlretrieve", "wget#download"],
      kind: "ssrf",
      args: [0],
      keywords: ["url"],
      label: "an outbound request",
    },
    {
      calls: [
        "http.client#HTTPConnection",
        "http.client#HTTPSConnection",
        "httplib#HTTPConnection",
        "httplib#HTTPSConnection",
      ],
      kind: "ssrf",
      args: [0],
      keywords: ["host"],
      label: "an outbound connection",
    },
  ],
  returnTypes: {
    "urllib3#PoolManager": "urllib3.PoolManager",
    "urllib3#ProxyManager": "urllib3.ProxyManager",
    "urllib3#proxy_from_url": "urllib3.ProxyManager",
    "urllib3.poolmanager#PoolManager": "urllib3.PoolManager",
  },
};
