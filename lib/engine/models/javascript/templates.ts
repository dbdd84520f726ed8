import type { LanguageModel } from "../types";

/**
 * Template engines compile a template into code that runs on the server: a template taken from
 * input (server-side template injection) runs the input's expressions (`<%= process.exit() %>`,
 * `${global.process.mainModule.require("child_process")…}`). The values a template is rendered
 * with are data, escaped by the engine: only the template itself is a sink.
 */
export const templatesModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        "ejs#render",
        "ejs#compile",
        "pug#render",
        "pug#compile",
        "jade#render",
        "jade#compile",
        "handlebars#compile",
        "handlebars#precompile",
        "lodash#template",
        "_#template",
        "underscore#template",
        "nunjucks#renderString",
        "nunjucks#compile",
        "new nunjucks#Template",
        "dot#template",
        "dot#compile",
        "doT#template",
        "doT#compile",
        "eta#renderString",
        "squirrelly#render",
      ],
      kind: "code",
      args: [0],
      label: "a template to compile",
    },
  ],
};
