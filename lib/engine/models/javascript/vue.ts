import type { LanguageModel } from "../types";

const ROUTE_PARTS = ["query", "params", "hash", "fullPath", "path"];

/** Vue Router: the current route's parts, through `useRoute()` or a component's `this.$route`. */
export const vueModel: Partial<LanguageModel> = {
  sources: [
    {
      calls: ["vue-router#useRoute"],
      members: ROUTE_PARTS.flatMap((p) => [`this.$route.${p}`, `$route.${p}`]),
      label: "the URL",
    },
  ],
};
