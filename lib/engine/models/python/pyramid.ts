import type { LanguageModel } from "../types";

/** Pyramid (WebOb requests): the request's parameters, URL match and JSON body in. */
export const pyramidModel: Partial<LanguageModel> = {
  sources: [
    {
      // Its GET, POST, cookies, headers and body are named as Django's and Flask's are.
      members: ["params", "matchdict", "json_body", "text"].map((m) => `request.${m}`),
      label: "the Pyramid request",
    },
  ],
};
