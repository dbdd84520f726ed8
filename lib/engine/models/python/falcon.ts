import type { EntryPointModel, LanguageModel } from "../types";

const RESPONDER = [/^self$/, /^req$/, /^resp$/];
const FALCON = /^falcon(\.|$)/;

/**
 * Falcon: a resource's responders (`on_get(self, req, resp, thing_id)`) and middleware methods
 * receive the request as `req` and the URL template's fields after `resp`.
 */
export const falconEntryPoints: EntryPointModel[] = [
  {
    kind: "signature",
    params: RESPONDER,
    imports: FALCON,
    anywhere: true,
    fromParam: 1,
    count: 1,
    mark: "FalconRequest",
  },
  {
    kind: "signature",
    params: RESPONDER,
    imports: FALCON,
    anywhere: true,
    fromParam: 3,
    mark: "FalconUrlField",
  },
];

export const falconModel: Partial<LanguageModel> = {
  sources: [
    { paramAnnotations: ["FalconRequest"], label: "the Falcon request" },
    { paramAnnotations: ["FalconUrlField"], safeFor: ["nosql"], label: "a URL field" },
  ],
};
