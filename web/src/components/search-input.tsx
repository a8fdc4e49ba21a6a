import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';

/**
 * A search box (`role="searchbox"`) with a search icon and a button that clears it: the filters of the help pages.
 * `label` names it for assistive technology; `clearLabel` names the clear button. On a page the server rendered, what
 * the visitor typed before the app took the page over (docs/server-pages.md) is taken up, not lost.
 */
export function SearchInput({
  value,
  onChange,
  label,
  clearLabel,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'label'> & {
  value: string;
  onChange: (value: string) => void;
  label: string;
  clearLabel: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, when the box is first taken over: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextInput
      {...props}
      ref={input}
      type="search"
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => {
        onChange(e.currentTarget.value);
      }}
      rightSection={
        value ? (
          <CloseButton
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
            }}
          />
        ) : null
      }
    />
  );
}
