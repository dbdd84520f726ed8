import { constString, type SyntacticRule } from "../types";

/**
 * Attributes that decide what a user may do or own: a form that may set them lets a user make
 * themselves an administrator or move a record to another account (Brakeman's permitted-attribute
 * check names the same ones).
 */
const PRIVILEGED =
  /^(admin|is_admin|superuser|super_admin|role|roles|role_id|role_ids|banned|account_id|permissions|permission_ids)$/;

export const privilegedMassAssignment: SyntacticRule = {
  kind: "syntactic",
  id: "privileged-mass-assignment",
  title: "Privileged attribute open to mass assignment",
  cwe: [915],
  owasp: "A08:2021-Software and Data Integrity Failures",
  severity: "high",
  confidence: "medium",
  languages: ["ruby"],
  trigger: /attr_accessible|permit/,
  message:
    "An attribute that grants rights or ownership (admin, role, account) may be set from request parameters, so a user can change it by adding it to the form.",
  fix: {
    description:
      "Leave privileged attributes out of `permit(...)` and `attr_accessible`; set them in code that checks the current user may change them.",
  },
  onCall(call) {
    const { key, args } = call;
    if (key.name !== "attr_accessible" && key.name !== "permit") return undefined;
    const named = args.map(constString).find((name) => name !== undefined && PRIVILEGED.test(name));
    return named === undefined
      ? undefined
      : { span: call.span, message: `The attribute \`${named}\` may be set from request parameters.` };
  },
};
