/** An `aria-describedby` value from the ids of what shows now, or `undefined` for none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
