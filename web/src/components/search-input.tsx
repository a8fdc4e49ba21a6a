import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * A search box (`role="searchbox"`) with a search icon and a button that clears it: the filters of the help pages.
 * `label` names it for assistive technology; `clearLabel` names the clear button.
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
  return (
    <TextInput
      {...props}
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
