import { Textarea, TextInput } from '@mantine/core';
import type { Language, LocalizedText } from '@portal/domain';

/** A translatable text's value in `lang`, edited in place (the other languages are kept). */
export function LocalizedInput({
  label,
  value,
  lang,
  onChange,
  multiline = false,
  required = false,
  readOnly = false,
}: {
  label: string;
  value: Partial<Record<Language, string>> | undefined;
  lang: Language;
  /** The texts of every language with this one changed (empty ones are dropped when saved). */
  onChange: (value: LocalizedText) => void;
  multiline?: boolean;
  required?: boolean;
  readOnly?: boolean;
}) {
  const text = value?.[lang] ?? '';
  const set = (next: string) => {
    onChange({ ...value, [lang]: next });
  };
  const props = { label, required, readOnly, value: text, lang };
  return multiline ? (
    <Textarea
      {...props}
      maxRows={8}
      onChange={(e) => {
        set(e.currentTarget.value);
      }}
    />
  ) : (
    <TextInput
      {...props}
      onChange={(e) => {
        set(e.currentTarget.value);
      }}
    />
  );
}
