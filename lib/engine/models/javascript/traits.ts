import type { LanguageTraits } from "../traits";

/** JavaScript and TypeScript (one model, one lowering, these traits). */
export const javascriptTraits: LanguageTraits = {
  thisArgCalls: true,
  escapedLogStructures: true,
  // A script's functions share the page's global scope; a module's are its own unless exported.
  moduleExports: {
    moduleSyntax:
      /^\s*(?:import\s[^;]*?\bfrom\s|import\s*["']|export\s)|\brequire\s*\(\s*["']|\bmodule\.exports\b|\bexports\.[\w$]+\s*=/m,
    // `module.exports = { f(x) { … } }`, `export default class { … }`: functions written inside an export.
    wholeExport:
      /\b(?:module\.exports|exports)\s*=\s*(?:\{[^}]*\(|async\b|function\b|class\b)|\bexport\s+default\s+(?:\{|\(|async\b|function\s*\*?\s*\(|class\s*(?:extends\b|\{))/,
    exports: (name) => {
      const n = name.replace(/[$]/g, "\\$&");
      return new RegExp(
        `\\bexport\\s+(?:default\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:function\\*?|class|const|let|var)\\s+${n}(?![\\w$])|\\bexport\\s+default\\s+${n}(?![\\w$])|\\bexports(?:\\.[\\w$]+)?\\s*=\\s*${n}(?![\\w$])|\\bexports\\.${n}(?![\\w$])`,
      );
    },
  },
};
