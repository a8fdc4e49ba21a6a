/**
 * JSON with every object's keys sorted, to compare two configs by content: the config the editor started from and
 * the one it has after a save can hold the same values with their keys in another order (Firestore answers a map's
 * keys sorted, a default config is built in the schema's order), which a plain `JSON.stringify` would call a change.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
