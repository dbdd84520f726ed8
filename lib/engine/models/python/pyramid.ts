import type { LanguageModel } from "../types";
import { servesHtml } from "./content-type";

/** Pyramid (WebOb requests): the request's parameters, URL match and JSON body in; responses out. */
const PYRAMID = /^(pyramid|webob)(\.|$)/;

export const pyramidModel: Partial<LanguageModel> = {
  sources: [
    {
      // Its GET, POST, cookies, headers and body are named as Django's and Flask's are.
      members: ["params", "matchdict", "text"].map((m) => `request.${m}`),
      imports: PYRAMID,
      safeFor: ["nosql"],
      label: "the Pyramid request",
    },
    { members: ["request.json_body"], imports: PYRAMID, label: "the Pyramid request body" },
  ],
  sinks: [
    {
      // A WebOb response is `text/html` unless told otherwise.
      calls: ["pyramid.response#Response", "pyramid.request#Response", "webob#Response"],
      kind: "xss",
      args: [0],
      keywords: ["body", "text"],
      when: servesHtml,
      label: "an HTML response",
    },
  ],
  assignSinks: [
    { property: "body", object: "response", kind: "xss", label: "an HTML response" },
    { property: "text", object: "response", kind: "xss", label: "an HTML response" },
  ],
};
