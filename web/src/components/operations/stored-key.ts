import type { TFunction } from 'i18next';

/**
 * `t` for message keys read from stored records (file issues, operation errors): they are plain strings, not the typed
 * keys of a namespace, so the typed overloads do not apply. A missing key renders the key itself, as i18next does.
 */
export const storedKeyT = (t: TFunction<'operations'>) =>
  t as unknown as (key: string, options?: Record<string, unknown>) => string;
