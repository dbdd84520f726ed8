import type { ListedLibrary } from "../library-list";

/**
 * The libraries go code meets most, each with why it is listed, its reference and what the model
 * names of it (checked by tests/engine/library-list.test.ts, counted by `npm run bench:engine`).
 */
export const goLibraries: ListedLibrary[] = [];
