/** Every language the engine understands, by its canonical id. */
export const LANGUAGES = [
  "java",
  "python",
  "javascript",
  "typescript",
  "go",
  "php",
  "csharp",
  "ruby",
  "c",
  "cpp",
] as const;
export type LanguageId = (typeof LANGUAGES)[number];
