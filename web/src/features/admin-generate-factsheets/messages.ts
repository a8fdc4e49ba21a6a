import { FACTSHEET_GENERATION_MESSAGES, LANGUAGES } from '@portal/domain';
import i18next from 'i18next';

/**
 * The generation's refusal, warning and failure texts live once, in the domain (en, de, fr, pt): they are added to
 * this page's namespace as `errors.<key>`, the keys the server stores in the operation's results and error.
 */
export function addGenerationMessages(): void {
  for (const lang of LANGUAGES) {
    i18next.addResourceBundle(
      lang,
      'generateFactsheets',
      { errors: FACTSHEET_GENERATION_MESSAGES[lang] },
      true,
      false,
    );
  }
}
