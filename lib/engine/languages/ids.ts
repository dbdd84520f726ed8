import { LANGUAGE_FACTS } from "./catalog";

/** A language the engine understands, by its canonical id (a key of the catalog). */
export type LanguageId = keyof typeof LANGUAGE_FACTS;

/** Every language the engine understands, in the catalog's order (the order look-ups try them). */
export const LANGUAGES = Object.keys(LANGUAGE_FACTS) as LanguageId[];
