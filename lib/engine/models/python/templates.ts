import type { LanguageModel } from "../types";

/**
 * Template engines outside Flask's helpers: a template compiled from input runs what it says on the
 * server (Jinja2 expressions, Mako's `${...}` and `<% %>` Python blocks, Django tags).
 */
export const templateEnginesModel: Partial<LanguageModel> = {
  sinks: [
    {
      calls: [
        "mako.template#Template",
        "mako.lookup.TemplateLookup#put_string",
        "jinja2.Environment#from_string",
        "jinja2.sandbox.SandboxedEnvironment#from_string",
        "flask.current_app.jinja_env#from_string",
        "django.template.Engine#from_string",
      ],
      kind: "code",
      args: [0],
      keywords: ["text", "source", "template_code"],
      label: "a server-side template",
    },
  ],
  // Flask's application environment (`app.jinja_env`, `current_app.jinja_env`) is a Jinja2 one.
  typeHints: { "jinja2.Environment": /^jinja_env$/ },
  returnTypes: {
    // A template made directly does not escape (Jinja2's default): what it renders is text as written.
    "jinja2#Template": "jinja2.Template",
    "jinja2.Template#render": "String",
    "jinja2#Environment": "jinja2.Environment",
    "jinja2.environment#Environment": "jinja2.Environment",
    "django.template#Engine": "django.template.Engine",
    "django.template.Engine#get_default": "django.template.Engine",
    "mako.lookup#TemplateLookup": "mako.lookup.TemplateLookup",
  },
};
