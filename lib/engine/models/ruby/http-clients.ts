import { on } from "../common/calls";
import type { LanguageModel } from "../types";

const VERBS = ["get", "post", "put", "patch", "delete", "head", "options"];

/**
 * HTTP clients beyond Net::HTTP: the URL (or a connection's path, which replaces the base URL when
 * it is absolute) is where the request goes. The body, headers and query are data.
 */
export const rubyHttpClientsModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        // HTTParty, RestClient, Typhoeus, http.rb (HTTP.get) and Excon's module calls take the URL first.
        ...on(["HTTParty", "RestClient", "Typhoeus", "HTTP", "Excon"], VERBS),
        // Faraday's connection (lostisland.github.io/faraday/#/getting-started/quick-start).
        ...on(["Faraday", "Faraday::Connection"], VERBS),
        "Typhoeus::Request#new",
        "RestClient::Resource#new",
        "Excon#new",
        // The httpclient gem (github.com/nahi/httpclient) and Mechanize (docs.seattlerb.org/mechanize).
        ...on(["HTTPClient"], [...VERBS, "get_content", "post_content"]),
        ...on(["Mechanize"], [...VERBS, "get_file", "download"]),
        "OpenURI#open_uri",
        // Plain sockets: the host connected to.
        "TCPSocket#new",
        "TCPSocket#open",
        "Socket#tcp",
      ],
      kind: "ssrf",
      args: [0],
      label: "an outgoing request",
    },
    // `Faraday.new(url: x)`, `RestClient::Request.execute(method: :get, url: x)`: the URL by key.
    {
      calls: ["Faraday#new", "RestClient::Request#execute", "RestClient::Request#new"],
      kind: "ssrf",
      args: [0],
      fields: ["url"],
      label: "an outgoing request",
    },
    // `HTTP.request(:get, url)`, `HTTPClient#request(:get, url)`: the verb first, then the URL.
    {
      calls: ["HTTP#request", "HTTPClient#request", "Faraday::Connection#run_request"],
      kind: "ssrf",
      args: [1],
      label: "an outgoing request",
    },
  ],
  returnTypes: {
    "Faraday#new": "Faraday::Connection",
    "HTTPClient#new": "HTTPClient",
    "Mechanize#new": "Mechanize",
  },
};
