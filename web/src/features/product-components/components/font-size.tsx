import { Select } from '@mantine/core';
import { EDITOR_FONT_SIZES, keptFontSizeStyle } from '@portal/domain';
import { Mark, useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

/** The size in px of a `style` the policy keeps (`font-size: 14px` → 14), else null. */
const sizeOfStyle = (style: string | null): number | null => {
  const kept = keptFontSizeStyle(style ?? '');
  return kept === null ? null : Number.parseInt(kept.slice('font-size: '.length), 10);
};

/**
 * The editor's font size (seed 000 §9 "Editor font sizes 6 to 48 px"): a mark written as
 * `<span style="font-size: Npx">`, the one style the sanitisers keep (RICH_TEXT_POLICY). It reads back only sizes
 * they keep, so stored text and the editor agree.
 */
export const FontSize = Mark.create({
  name: 'fontSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element: HTMLElement) => sizeOfStyle(element.getAttribute('style')),
        renderHTML: (attributes: { size?: number | null }) =>
          attributes.size ? { style: `font-size: ${attributes.size}px` } : {},
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[style]',
        getAttrs: (element: HTMLElement) =>
          sizeOfStyle(element.getAttribute('style')) === null ? false : null,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
});

/** The toolbar's size picker: the sizes of the domain's list, or the default (the mark removed). */
export function FontSizeControl({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation('components');
  const size = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      (e?.getAttributes('fontSize') as { size?: number | null } | undefined)?.size ?? null,
  });
  if (!editor) return null;
  return (
    <Select
      size="xs"
      w={110}
      aria-label={t('editor.fontSize')}
      placeholder={t('editor.fontSizeDefault')}
      data={[
        { value: '', label: t('editor.fontSizeDefault') },
        ...EDITOR_FONT_SIZES.map((px) => ({ value: String(px), label: `${px} px` })),
      ]}
      value={size === null ? '' : String(size)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        const chain = editor.chain().focus();
        if (value) chain.setMark('fontSize', { size: Number(value) }).run();
        else chain.unsetMark('fontSize').run();
      }}
      data-testid="rich-text-font-size"
    />
  );
}
