import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar controls the text component's editor shows (rich-text-field.tsx), and its link editor. */
const LABEL_KEYS = [
  'boldControlLabel',
  'italicControlLabel',
  'underlineControlLabel',
  'strikeControlLabel',
  'clearFormattingControlLabel',
  'h2ControlLabel',
  'h3ControlLabel',
  'h4ControlLabel',
  'bulletListControlLabel',
  'orderedListControlLabel',
  'blockquoteControlLabel',
  'hrControlLabel',
  'linkControlLabel',
  'unlinkControlLabel',
  'undoControlLabel',
  'redoControlLabel',
  'linkEditorInputLabel',
  'linkEditorInputPlaceholder',
  'linkEditorExternalLink',
  'linkEditorInternalLink',
  'linkEditorSave',
] as const satisfies readonly (keyof RichTextEditorLabels)[];

/**
 * The rich-text editor's labels in the page's language (seed 001 §9 "Editor language packs: German and French", and
 * every other language of the portal): @mantine/tiptap ships English only, so its tooltips and aria-labels come from
 * the `components` namespace. Controls the editor does not show keep Mantine's defaults.
 */
export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('components');
  // `t` changes with the language, and so do the labels.
  return useMemo(() => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`editorControls.${key}`)])), [t]);
}
