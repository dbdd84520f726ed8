import { on } from "../common/calls";
import type { LanguageModel } from "../types";

/** FreeMarker's Template, told apart from other classes of that name by the file's import. */
const FREEMARKER = /import\s+freemarker\./;

/** commons-text's interpolating substitutor (`${script:…}`, `${dns:…}`, `${url:…}`), made in the file. */
const INTERPOLATOR = /createInterpolator\s*\(/;

/**
 * Text that becomes code at run time: template engines given the template's own text (CodeQL's
 * TemplateInjection models for Velocity, FreeMarker, Thymeleaf, Pebble, Jinjava and Handlebars),
 * JNDI names looked up (CodeQL's JndiInjection: an `ldap:` or `rmi:` name loads a remote class), and
 * commons-text's interpolator, whose lookups run scripts (CVE-2022-42889).
 */
export const javaTemplatesModel: Partial<LanguageModel> = {
  sinks: [
    {
      // `evaluate(context, writer, logTag, template)`: the fourth argument is the template text.
      calls: on(["Velocity", "VelocityEngine"], ["evaluate"]),
      kind: "code",
      args: [3],
      label: "a template",
    },
    {
      calls: on(["RuntimeServices", "RuntimeSingleton"], ["parse"]),
      kind: "code",
      args: [0],
      label: "a template",
    },
    {
      // `new Template(name, reader or text, configuration)`; `putTemplate(name, text)`.
      calls: ["new Template", "StringTemplateLoader#putTemplate"],
      kind: "code",
      args: [1],
      when: (c) => FREEMARKER.test(c.file),
      label: "a template",
    },
    {
      // Thymeleaf processes the template text (a string resolver) or a view name, whose
      // `__${…}__` preprocessing evaluates expressions.
      calls: on(
        ["TemplateEngine", "SpringTemplateEngine", "ITemplateEngine"],
        ["process", "processThrottled"],
      ),
      kind: "code",
      args: [0],
      label: "a template",
    },
    {
      calls: [
        ...on(["PebbleEngine"], ["getLiteralTemplate", "getTemplate"]),
        ...on(["Jinjava"], ["render", "renderForResult"]),
        ...on(["Handlebars"], ["compileInline"]),
      ],
      kind: "code",
      args: [0],
      label: "a template",
    },
    {
      calls: [
        ...on(
          ["InitialContext", "Context", "InitialDirContext", "DirContext", "InitialLdapContext"],
          ["lookup", "lookupLink"],
        ),
        "InitialContext#doLookup",
        ...on(["JndiTemplate", "JndiLocatorDelegate"], ["lookup"]),
      ],
      kind: "code",
      args: [0],
      label: "a JNDI lookup",
    },
    {
      calls: on(["StringSubstitutor"], ["replace", "replaceIn"]),
      kind: "code",
      args: [0],
      when: (c) => INTERPOLATOR.test(c.file),
      label: "an interpolated lookup",
    },
  ],
  returnTypes: {
    "StringSubstitutor#createInterpolator": "StringSubstitutor",
    "PebbleEngine.Builder#build": "PebbleEngine",
  },
  typeHints: {
    TemplateEngine: /^(templateEngine|engine)$/,
    InitialContext: /^(ctx|context|initialContext|jndiContext)$/,
  },
};
