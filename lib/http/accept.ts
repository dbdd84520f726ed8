/** True when `type` is one of the media ranges an Accept header lists (parameters ignored). */
export function acceptsMediaType(accept: string | undefined, type: string): boolean {
  return (accept ?? "").split(",").some((range) => range.split(";")[0]?.trim().toLowerCase() === type);
}
