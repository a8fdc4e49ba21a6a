import { LIMITS } from '@portal/domain';

/**
 * Default props of every `Textarea` (seed 000 §9: "Text input height 19.6 plus 21 per row, default max 3 rows"): it
 * grows with its text up to three rows, then scrolls. Set once in the theme (lib/theme.ts), so a call site states
 * only a deliberate exception (the contact message, a long compliance text), never the ordinary height.
 */
export const TEXTAREA_DEFAULT_PROPS = {
  autosize: true,
  minRows: LIMITS.textareaRows,
  maxRows: LIMITS.textareaRows,
} as const;
