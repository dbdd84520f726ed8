/**
 * Methods whose statement is a template written elsewhere than in their body: in an annotation on
 * the method (MyBatis's `@Select("… ${name} …")`) or in a statement file that names the method's
 * type and the method (a MyBatis mapper's `<select id="find">` under `<mapper namespace="app.UserMapper">`).
 * Each placeholder that splices its value into the text names a parameter (by the name an
 * annotation gives it, its own name, or `param1`/`arg0`), else a property of the only parameter;
 * what a caller passes there reaches the sink.
 */
export interface TemplateSinkModel<Kind extends string = string> {
  /** The method annotations that hold the template. */
  annotations: RegExp;
  /**
   * Statement files: which paths, the mark their text must carry, where they name the type (group
   * 1) and each statement (global, with the groups `id`, the method, and `body`).
   */
  files?: { path: RegExp; marker: string; namespace: RegExp; statement: RegExp };
  /** A placeholder that splices text (global); group 1 is the name. */
  placeholder: RegExp;
  /** The name a parameter's annotation gives it (`@Param("name")`); group 1 is the name. */
  paramName: RegExp;
  kind: Kind;
  label: string;
}
