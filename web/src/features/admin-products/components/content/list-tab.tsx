import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ContentIssue, Language, ProductConfig } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from '../../../../lib/firebase-hooks';
import { logger } from '../../../../lib/logger';
import { saveProductContent, type ProductContentFields } from '../../api/save-product-content';
import { IssueList, LanguageSwitch, SaveBar } from './editor-parts';
import { keyed, SortableCards, type Keyed } from './sortable-cards';
import { writeErrorKey } from './use-content-labels';

export type ListField = 'details' | 'keyCharacteristics' | 'contacts';

export interface ListTabProps<T> {
  product: ProductConfig;
  field: ListField;
  /** The stored rows as form rows. */
  initial: () => T[];
  blank: () => T;
  issuesOf: (rows: readonly T[], langs: readonly Language[]) => ContentIssue[];
  /** The form rows as stored (trimmed, orders numbered). */
  toStored: (rows: readonly T[], langs: readonly Language[]) => ProductContentFields[ListField];
  title: (row: T, index: number, lang: Language) => string;
  fields: (row: T, update: (row: T) => void, lang: Language) => ReactNode;
  intro: string;
  addLabel: string;
  empty: string;
}

/**
 * One list tab of Admin → Products (details, key characteristics, contacts): rows edited per language, ordered by
 * drag and drop, checked by the domain's content rules before one write of the whole list (firestore.rules re-checks
 * who may write it). Another admin's save shows here when this form has no unsaved change.
 */
export function ListTab<T>({
  product,
  field,
  initial,
  blank,
  issuesOf,
  toStored,
  title,
  fields,
  intro,
  addLabel,
  empty,
}: ListTabProps<T>) {
  const { t } = useTranslation('productContent');
  const db = useFirestore();
  const langs = product.availableLanguages;
  const [lang, setLang] = useState<Language>(langs[0] ?? 'en');
  const [rows, setRows] = useState<Keyed<T>[]>(() => initial().map(keyed));
  /** The stored list the form started from (or last took over). */
  const [baseline, setBaseline] = useState<{ stored: string; rows: T[] }>(() => ({
    stored: JSON.stringify(product[field]),
    rows: initial(),
  }));
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const storedNow = JSON.stringify(product[field]);
  const dirty =
    JSON.stringify(
      toStored(
        rows.map((r) => r.value),
        langs,
      ),
    ) !== JSON.stringify(toStored(baseline.rows, langs));
  // The stored list changed (this save, or another admin's): take it over unless the form has unsaved edits.
  if (storedNow !== baseline.stored) {
    const next = initial();
    setBaseline({ stored: storedNow, rows: next });
    if (!dirty) setRows(next.map(keyed));
  }

  const save = () => {
    const values = rows.map((r) => r.value);
    const found = issuesOf(values, langs);
    setIssues(found);
    if (found.length > 0) return;
    setSaving(true);
    saveProductContent(db, product.productId, { [field]: toStored(values, langs) }).then(
      () => {
        setSaving(false);
        notifications.show({ color: 'green', message: t('editor.saved') });
      },
      (error: unknown) => {
        setSaving(false);
        logger.warn('A product content list was not saved', { productId: product.productId, field, error });
        notifications.show({
          color: 'red',
          title: t('editor.saveFailed'),
          message: t(writeErrorKey(error)),
        });
      },
    );
  };

  return (
    <Stack gap="md" mt="md">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      <LanguageSwitch langs={langs} value={lang} onChange={setLang} issues={issues} />
      <IssueList issues={issues} />
      {rows.length === 0 ? <Text c="dimmed">{empty}</Text> : null}
      <SortableCards items={rows} onChange={setRows} title={(row, index) => title(row, index, lang)}>
        {(row, _index, update) => fields(row, update, lang)}
      </SortableCards>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setRows([...rows, keyed(blank())]);
          }}
        >
          {addLabel}
        </Button>
      </Group>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onSave={save}
        onReset={() => {
          setRows(initial().map(keyed));
          setIssues([]);
        }}
      />
    </Stack>
  );
}
