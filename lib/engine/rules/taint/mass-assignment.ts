import type { TaintRule } from "../types";

export const massAssignment: TaintRule = {
  kind: "taint",
  id: "mass-assignment",
  title: "Mass assignment",
  cwe: [915],
  owasp: "A08:2021-Software and Data Integrity Failures",
  severity: "high",
  confidence: "high",
  sink: "mass-assignment",
  message: "Every request parameter, not a chosen list, is assigned to the model's attributes.",
  fix: {
    description:
      "Permit only the attributes the form may set (`params.require(:user).permit(:name, :email)`) instead of `permit!` or the unfiltered parameter hash.",
  },
};
