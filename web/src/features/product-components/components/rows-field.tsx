import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  isWeightedType,
  weightsSum,
  weightsWithinTolerance,
  WEIGHTS_EXPECTED_SUM,
  WEIGHTS_TOLERANCE,
  type GenericComponentType,
} from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE } from '../../../lib/format';
import type { ContentDraft, RowDraft } from '../utils/draft';

/** The rows of a table or chart (name or date, value), with the live sum of the weights of pie and donut charts. */
export function RowsField({
  type,
  draft,
  onChange,
}: {
  type: GenericComponentType;
  draft: ContentDraft;
  onChange: (change: Partial<ContentDraft>) => void;
}) {
  const { t } = useTranslation('components');
  const number = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 4 });
  const setRow = (i: number, change: Partial<RowDraft>) => {
    onChange({ rows: draft.rows.map((r, j) => (j === i ? { ...r, ...change } : r)) });
  };
  const keyLabel = type === 'line-chart' ? t('editor.rowDate') : t('editor.rowName');
  const valueLabel = isWeightedType(type) ? t('editor.rowWeight') : t('editor.rowValue');
  const sum = weightsSum(draft.rows);
  return (
    <Stack gap="xs">
      {type === 'table' ? (
        <Group grow>
          <TextInput
            label={t('editor.column', { n: 1 })}
            value={draft.columns[0]}
            onChange={(e) => {
              onChange({ columns: [e.currentTarget.value, draft.columns[1]] });
            }}
            data-testid="column-1"
          />
          <TextInput
            label={t('editor.column', { n: 2 })}
            value={draft.columns[1]}
            onChange={(e) => {
              onChange({ columns: [draft.columns[0], e.currentTarget.value] });
            }}
            data-testid="column-2"
          />
        </Group>
      ) : null}
      <Text size="sm" fw={500}>
        {t('editor.rows')}
      </Text>
      {draft.rows.map((row, i) => (
        <Group key={i} gap="xs" wrap="nowrap" data-testid="row">
          <Text size="xs" c="dimmed" w={20} ta="right">
            {i + 1}
          </Text>
          <TextInput
            style={{ flex: 2 }}
            aria-label={`${keyLabel} ${i + 1}`}
            placeholder={type === 'line-chart' ? 'YYYY-MM-DD' : keyLabel}
            value={row.key}
            onChange={(e) => {
              setRow(i, { key: e.currentTarget.value });
            }}
            data-testid="row-key"
          />
          <TextInput
            style={{ flex: 1 }}
            aria-label={`${valueLabel} ${i + 1}`}
            placeholder={valueLabel}
            value={row.value}
            inputMode={type === 'table' ? 'text' : 'decimal'}
            onChange={(e) => {
              setRow(i, { value: e.currentTarget.value });
            }}
            data-testid="row-value"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('editor.removeRow', { n: i + 1 })}
            disabled={draft.rows.length <= 1}
            onClick={() => {
              onChange({ rows: draft.rows.filter((_, j) => j !== i) });
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            onChange({ rows: [...draft.rows, { key: '', value: '' }] });
          }}
          data-testid="add-row"
        >
          {t('editor.addRow')}
        </Button>
        {isWeightedType(type) ? (
          <Text
            size="sm"
            fw={600}
            c={weightsWithinTolerance(sum) ? 'teal.8' : 'red.8'}
            data-testid="weights-sum"
            aria-live="polite"
          >
            {t('editor.weightsSum', {
              sum: number.format(sum),
              expected: number.format(WEIGHTS_EXPECTED_SUM),
              tolerance: number.format(WEIGHTS_TOLERANCE),
            })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
