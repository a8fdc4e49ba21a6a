import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trendOf } from '../lib/format';
import { trendTextColors } from '../lib/theme';

/**
 * A return or change: green when positive, red when negative, and the translated "n/a" when unknown (never 0).
 * `formatted` is the text of `value` from a `lib/format` helper.
 */
export function SignedValue({
  value,
  formatted,
  ...props
}: { value: number | null | undefined; formatted: string | null } & TextProps) {
  const { t } = useTranslation();
  const trend = trendOf(value, formatted);
  if (formatted === null) {
    return (
      <Text span c="dimmed" {...props}>
        {t('notAvailable')}
      </Text>
    );
  }
  return (
    <Text
      span
      c={trend === 'flat' ? undefined : trendTextColors[trend]}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      {formatted}
    </Text>
  );
}

/** A plain figure, or the translated "n/a". */
export function PlainValue({ formatted, ...props }: { formatted: string | null } & TextProps) {
  const { t } = useTranslation();
  return (
    <Text
      span
      c={formatted === null ? 'dimmed' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      {formatted ?? t('notAvailable')}
    </Text>
  );
}
