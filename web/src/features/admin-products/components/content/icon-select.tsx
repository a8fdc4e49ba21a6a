import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_ICON_NAMES, ProductIcon } from '../../../../lib/product-icons';

/** An icon chosen from the portal's icon set (lib/product-icons.tsx), shown with its picture. */
export function IconSelect({
  value,
  onChange,
  label,
  required = false,
  clearable = false,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  clearable?: boolean;
}) {
  const { t } = useTranslation('productContent');
  const known = (PRODUCT_ICON_NAMES as readonly string[]).includes(value);
  const data = known || value === '' ? PRODUCT_ICON_NAMES : [value, ...PRODUCT_ICON_NAMES];
  return (
    <Select
      label={label}
      required={required}
      clearable={clearable}
      searchable
      placeholder={t('editor.chooseIcon')}
      data={data.map((name) => ({ value: name, label: name }))}
      value={value === '' ? null : value}
      onChange={(v) => {
        onChange(v ?? '');
      }}
      leftSection={value ? <ProductIcon name={value} size={18} /> : null}
      renderOption={({ option }) => (
        <Group gap="sm">
          <ProductIcon name={option.value} size={18} />
          {option.label}
        </Group>
      )}
      maw={320}
    />
  );
}
