import type { LanguageModel } from "../types";

/**
 * Text a controller hands its view by name. The views Java applications render it with write it as
 * it is unless the template escapes it: FreeMarker's `${x}` in a template without an HTML output
 * format (FreeMarker's "Auto-escaping and output formats"), Velocity's `$x`, JSP's EL and JFinal's
 * Enjoy `#(x)`; Thymeleaf's `th:text` escapes, its `th:utext` does not. Only text is judged: an
 * object given whole is a form or a record the template reads field by field.
 */
export const javaViewsModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        "Model#addAttribute",
        "ModelMap#addAttribute",
        "ModelAndView#addObject",
        "Controller#setAttr",
        "setAttr",
      ],
      kind: "xss",
      args: [1],
      when: (c) => c.arg(1)?.type === "String",
      label: "a view's model",
    },
  ],
};
