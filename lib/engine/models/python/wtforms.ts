import type { EntryPointModel, LanguageModel } from "../types";

/** Modules whose forms WTForms fills from the request (Flask-WTF's `FlaskForm` reads `request.form` itself). */
const WTFORMS = /^(wtforms|flask_wtf)(\.|$)/;

/**
 * WTForms calls a form's `validate` and its inline `validate_<field>(self, field)` methods, and each
 * validator given to a field, an object (`__call__(self, form, field)`) or a function of the module
 * (`def length_check(form, field)`), once the form holds the submitted data
 * (wtforms.readthedocs.io/en/3.1.x/validators/#custom-validators, forms/#in-line-validators).
 */
export const wtformsEntryPoints: EntryPointModel[] = [
  {
    kind: "method",
    classes: [{ supers: /(^|\.)(Form|FlaskForm|BaseForm)$/ }],
    imports: WTFORMS,
    names: /^validate/,
    with: [],
    without: [],
    mark: "WTFormsValidation",
  },
  {
    kind: "signature",
    params: [/^self$/, /^form$/, /^field$/],
    exact: true,
    anywhere: true,
    imports: WTFORMS,
    fromParam: 2,
    count: 1,
    mark: "WTFormsField",
  },
  {
    kind: "signature",
    params: [/^form$/, /^field$/],
    exact: true,
    imports: WTFORMS,
    fromParam: 1,
    count: 1,
    mark: "WTFormsField",
  },
];

/** What a WTForms field holds (`self.url.data`, a validator's `field.data`) is what the client submitted. */
export const wtformsModel: Partial<LanguageModel> = {
  sources: [
    {
      members: ["self.*.data", "field.data"],
      within: "WTFormsValidation",
      label: "a submitted form field",
    },
    { paramAnnotations: ["WTFormsField"], label: "a submitted form field" },
  ],
};
