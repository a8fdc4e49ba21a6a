import { TextInput } from '@mantine/core';
import { isRealDate } from '@portal/domain';
import { useState } from 'react';

/**
 * A `YYYY-MM-DD` text field that commits on Enter or when it loses focus, whatever the browser's locale (a native
 * date input would show the visitor's format). Re-mount it with `key={value}` to show an outside change.
 */
export function DateField({
  label,
  value,
  disabled,
  error,
  onCommit,
}: {
  label: string;
  value: string;
  disabled?: boolean;
  /** Why the last committed date was refused (a bound rule of the caller), shown under the field. */
  error?: string | undefined;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  // The API's own date rule (isoDateParam): a date it would refuse is never sent.
  const invalid = text !== '' && !isRealDate(text);
  const commit = () => {
    if (isRealDate(text) && (text !== value || error !== undefined)) onCommit(text);
  };
  return (
    <TextInput
      size="xs"
      w={112}
      label={label}
      placeholder="YYYY-MM-DD"
      value={text}
      disabled={disabled}
      error={invalid || error}
      inputMode="numeric"
      maxLength={10}
      onChange={(e) => {
        setText(e.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
