import type { CallFacts, LanguageModel } from "../types";

/** A Jinja2 environment that does not escape (its default): its templates render text as written. */
const UNESCAPED = "jinja2.unescaped.Environment";
const ENVIRONMENTS = ["jinja2#Environment", "jinja2.environment#Environment"];
/** `autoescape=True`, or a function choosing by name (`select_autoescape()`): only `False` or none leaves it off. */
const unescaped = (c: CallFacts) => {
  const autoescape = c.keyword("autoescape");
  return !autoescape || autoescape.constant === false;
};

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
        `${UNESCAPED}#from_string`,
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
  sanitizers: [{ calls: ENVIRONMENTS, kinds: [], when: unescaped, returns: UNESCAPED }],
  // Flask's application environment (`app.jinja_env`, `current_app.jinja_env`) is a Jinja2 one.
  typeHints: { "jinja2.Environment": /^jinja_env$/ },
  returnTypes: {
    // A template made directly does not escape (Jinja2's default): what it renders is text as written.
    "jinja2#Template": "jinja2.Template",
    "jinja2.Template#render": "String",
    ...Object.fromEntries(
      ["get_template", "select_template", "get_or_select_template", "from_string"].map((m) => [
        `${UNESCAPED}#${m}`,
        "jinja2.Template",
      ]),
    ),
    ...Object.fromEntries(ENVIRONMENTS.map((e) => [e, "jinja2.Environment"])),
    "django.template#Engine": "django.template.Engine",
    "django.template.Engine#get_default": "django.template.Engine",
    "mako.lookup#TemplateLookup": "mako.lookup.TemplateLookup",
  },
};
