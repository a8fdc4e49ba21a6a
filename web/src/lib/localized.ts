import type { LocalizedText } from '@portal/domain';
import { isLanguage } from './language';

/** Tenant-authored text in the UI language, else English, else the first language given. */
export function localized(text: LocalizedText | undefined, lang: string): string {
  if (!text) return '';
  return (
    (isLanguage(lang) ? text[lang] : undefined) ??
    text.en ??
    Object.values(text).find((v): v is string => typeof v === 'string') ??
    ''
  );
}
