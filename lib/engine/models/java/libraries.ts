import { on } from "../common/calls";
import type { LanguageModel } from "../types";

const TURBINE_PEERS = [
  "BasePeer",
  "GroupPeer",
  "RolePeer",
  "PermissionPeer",
  "UserPeer",
  "TurbineUserPeer",
  "TurbineGroupPeer",
  "TurbineRolePeer",
  "TurbinePermissionPeer",
  "TurbineUserGroupRolePeer",
];

/**
 * Query and expression libraries beside JDBC: JDO, Hibernate criteria, Turbine peers, Vert.x SQL
 * clients; Groovy, OGNL, MVEL, JEXL, the Expression Language and SpEL evaluate their text as code.
 */
export const javaLibrariesModel: Partial<LanguageModel> = {
  sinks: [
    {
      // JDO takes the query text in any position (`newQuery(Entity.class, "id == " + x)`), never a bound value.
      calls: on(["PersistenceManager"], ["newQuery"]),
      kind: "sql",
      label: "a database query",
    },
    {
      calls: [
        ...on(["Query"], ["setFilter", "setGrouping", "setOrdering", "setResult"]),
        "Restrictions#sqlRestriction",
        "Expression#sql",
        // Turbine's security peers extend BasePeer and are called by their own names.
        ...on(TURBINE_PEERS, ["executeQuery", "executeStatement"]),
        ...on(
          ["SqlClient", "SqlConnection", "Pool", "PgPool", "MySQLPool", "JDBCPool"],
          ["query", "preparedQuery", "prepare"],
        ),
      ],
      kind: "sql",
      // The query text; the values after it are bound (`sqlRestriction("a = ?", value, type)`).
      args: [0],
      label: "a database query",
    },
    {
      calls: [
        ...on(["GroovyShell"], ["parse", "run", "evaluate"]),
        "GroovyClassLoader#parseClass",
        // Only a GroovyClassLoader has parseClass: a ClassLoader it is called on was cast to one.
        "ClassLoader#parseClass",
        ...on(["Eval"], ["me", "x", "xy", "xyz"]),
        ...on(["Ognl", "OgnlUtil"], ["getValue", "setValue", "parseExpression", "compile"]),
        ...on(["MVEL"], ["eval", "compileExpression", "executeExpression"]),
        ...on(["JexlEngine", "JexlBuilder"], ["createExpression", "createScript"]),
        ...on(["ELProcessor"], ["eval", "getValue", "setValue"]),
        "SpelExpressionParser#parseExpression",
        "SpelExpressionParser#parseRaw",
      ],
      kind: "code",
      args: [0],
      label: "code evaluation",
    },
    {
      // Struts' OGNL front ends: the expression (or property path) is evaluated.
      calls: [
        ...on(["OgnlReflectionProvider", "ReflectionProvider"], ["getValue", "setValue", "setProperty"]),
        ...on(["OgnlTextParser", "TextParser"], ["evaluate"]),
        ...on(["ValueStack", "OgnlValueStack"], ["findValue", "findString", "setValue", "setParameter"]),
        "TextParseUtil#translateVariables",
      ],
      kind: "code",
      args: [0],
      label: "an OGNL expression",
    },
    {
      // Bean Validation interpolates the message template, EL expressions included.
      calls: [
        "ConstraintValidatorContext#buildConstraintViolationWithTemplate",
        "*#buildConstraintViolationWithTemplate",
      ],
      kind: "code",
      args: [0],
      label: "a constraint message template",
    },
    // The expression is the second argument (the first is the EL context).
    {
      calls: ["ExpressionFactory#createValueExpression", "ExpressionFactory#createMethodExpression"],
      kind: "code",
      args: [1],
      label: "an EL expression",
    },
  ],
  typeHints: { PersistenceManager: /^(pm|persistenceManager)$/ },
};
