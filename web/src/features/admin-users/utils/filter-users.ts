import type { UserRecord } from '@portal/domain';

interface Row {
  uid: string;
  record: UserRecord;
}

/** Lower case without accents, so "zurich" finds "Zürich" and "meier" finds "Méier". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Rows matching every word of `query` in the name, e-mail, uid, country code, roles or the extra texts `labels`
 * gives for a row (translated country, profile and role names). An empty query keeps every row.
 */
export function filterUsers<T extends Row>(
  rows: readonly T[],
  query: string,
  labels: (row: T) => string[],
): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const { record } = row;
    const haystack = normalise(
      [
        record.firstName,
        record.lastName,
        record.email,
        row.uid,
        record.country,
        record.investorProfile,
        record.company,
        ...record.roles,
        ...labels(row),
      ].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** By last name, first name, then e-mail, in the UI language's collation. */
export function sortUsers<T extends Row>(rows: readonly T[], lang: string): T[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return [...rows].sort(
    (a, b) =>
      collator.compare(a.record.lastName, b.record.lastName) ||
      collator.compare(a.record.firstName, b.record.firstName) ||
      collator.compare(a.record.email, b.record.email),
  );
}

/** Roles added and removed by a change, each sorted. */
export function roleDiff(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: after.filter((r) => !before.includes(r)).sort(),
    removed: before.filter((r) => !after.includes(r)).sort(),
  };
}
