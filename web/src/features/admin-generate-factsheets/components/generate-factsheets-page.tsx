import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  factsheetGenerationRequestSchema,
  FACTSHEET_MAX_PAGES,
  isProductAdmin,
  lastMonthEnd,
  LANGUAGES,
  type AccessContext,
  type FactsheetGenerationCheck,
  type FactsheetGenerationRequest,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import { IconFileTypePdf, IconListCheck, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperationHistory } from '../../../components/operations';
import { storedKeyT } from '../../../components/operations/stored-key';
import type { OperationEntry } from '../../../components/operations/use-operations';
import { PageContainer } from '../../../components/page-container';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { languageName } from '../../../lib/format-document';
import { checkFactsheetGeneration, startFactsheetGeneration } from '../api/generate-factsheets';
import { addGenerationMessages } from '../messages';
import { ScrollTable } from '../../../components/scroll-table';

interface Options {
  languages: Language[];
  date: string;
  needLogin: boolean;
  isLastFactsheet: boolean;
}

const matches = (p: ProductConfig, search: string) => {
  const q = search.trim().toLowerCase();
  return q === '' || p.productName.toLowerCase().includes(q) || (p.isin ?? '').toLowerCase().includes(q);
};

/** What a check says of one product and language, translated (the reason's values filled in). */
function CheckText({
  check,
  product,
  date,
}: {
  check: FactsheetGenerationCheck;
  product: ProductConfig | undefined;
  date: string;
}) {
  const { t, i18n } = useTranslation('generateFactsheets');
  const ui = i18n.language;
  // Keys the server names (domain messages added to this namespace): plain strings, not typed keys.
  const tr = storedKeyT(useTranslation('operations').t);
  if (check.status === 'possible') {
    return check.warnings.includes('overwrite') ? (
      <Text size="sm" c="orange">
        {tr('errors.overwrite', { ns: 'generateFactsheets' })}
      </Text>
    ) : (
      <Text size="sm">{t('check.possible')}</Text>
    );
  }
  return (
    <Text size="sm" c="red">
      {tr(`errors.${check.status}`, {
        ns: 'generateFactsheets',
        date: formatDate(date, ui, 'long') ?? date,
        inceptionDate: formatDate(product?.inceptionDate, ui, 'long') ?? '',
        lang: languageName(check.lang, ui),
        maxPages: FACTSHEET_MAX_PAGES,
      })}
    </Text>
  );
}

/** The result cell of an operation: generated out of total, and each failed product+language with its reason. */
function GenerationResult({
  entry,
  names,
}: {
  entry: OperationEntry;
  names: ReadonlyMap<string, ProductConfig>;
}) {
  const { t, i18n } = useTranslation('generateFactsheets');
  const tr = storedKeyT(useTranslation('operations').t);
  const { record } = entry;
  if (record.kind !== 'factsheetGeneration') return null;
  // While it runs the record counts outcomes in `progress`; the per-language results are filled when it ends.
  const done =
    record.status === 'running' || record.status === 'pending'
      ? (record.progress?.done ?? 0)
      : record.results.filter((r) => r.status === 'succeeded').length;
  const failed = record.results.filter((r) => r.status === 'failed');
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="generation-result">
        {t('history.generated', { count: record.results.length, done })}
      </Text>
      {failed.map((r) => (
        <Text key={`${r.productId}-${r.lang}`} size="xs" c="red">
          {names.get(r.productId)?.productName ?? r.productId} ({languageName(r.lang, i18n.language)}):{' '}
          {r.error ? tr(r.error.messageKey, { ns: 'generateFactsheets', ...r.error.details }) : null}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Admin → Operations → Generate factsheets (seed 000 §2, §4-5; issue 12 item 5): choose products (filtered by name or
 * ISIN and language), languages, the factsheet date and the need-login and last-factsheet options; check (refusals
 * and overwrite warnings per product and language); generate on Cloud Tasks; follow each product in the history.
 */
export function GenerateFactsheetsPage({
  products,
  access,
}: {
  products: readonly ProductConfig[];
  access: AccessContext;
}) {
  const { t, i18n } = useTranslation('generateFactsheets');
  // Once the route has loaded this namespace (adding to it earlier would stop i18next from loading its file).
  useState(() => {
    addGenerationMessages();
    return true;
  });
  const ui = i18n.language;
  const mine = useMemo(
    () =>
      products
        .filter((p) => p.factsheet !== undefined && isProductAdmin(access, p.productId))
        .sort((a, b) => a.productName.localeCompare(b.productName, ui)),
    [products, access, ui],
  );
  const [search, setSearch] = useState('');
  const [languageFilter, setLanguageFilter] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [checks, setChecks] = useState<FactsheetGenerationCheck[] | null>(null);
  const [busy, setBusy] = useState<'check' | 'start' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Options>({
    initialValues: {
      languages: [(LANGUAGES as readonly string[]).includes(ui) ? (ui as Language) : 'en'],
      date: lastMonthEnd(new Date().toISOString().slice(0, 10)),
      needLogin: true,
      isLastFactsheet: true,
    },
    validate: {
      languages: (v) => (v.length === 0 ? t('form.languagesRequired') : null),
      date: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? null : t('form.dateInvalid')),
    },
    onValuesChange: () => {
      setChecks(null);
    },
  });
  const visible = mine.filter(
    (p) =>
      matches(p, search) &&
      (languageFilter === null || p.availableLanguages.includes(languageFilter as Language)),
  );
  const byId = new Map(mine.map((p) => [p.productId, p]));
  const toggle = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
    setChecks(null);
  };
  const allVisibleSelected = visible.length > 0 && visible.every((p) => selected.has(p.productId));

  /** The request of the form and selection, checked with the domain schema the server uses. */
  const request = (): FactsheetGenerationRequest | null => {
    if (form.validate().hasErrors) return null;
    const parsed = factsheetGenerationRequestSchema.safeParse({
      productIds: mine.filter((p) => selected.has(p.productId)).map((p) => p.productId),
      ...form.values,
    });
    if (!parsed.success) {
      setError(t('form.selectProducts'));
      return null;
    }
    return parsed.data;
  };
  const run = (kind: 'check' | 'start') => {
    const body = request();
    if (!body) return;
    setError(null);
    setBusy(kind);
    const call =
      kind === 'check'
        ? checkFactsheetGeneration(body).then((r) => {
            setChecks(r.checks);
          })
        : startFactsheetGeneration(body).then(() => {
            setChecks(null);
            setSelected(new Set());
            notifications.show({ color: 'green', message: t('started') });
          });
    call
      .catch((e: unknown) => {
        setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
      })
      .finally(() => {
        setBusy(null);
      });
  };
  const refused = checks?.filter((c) => c.status !== 'possible') ?? [];
  const overwrites = checks?.filter((c) => c.warnings.includes('overwrite')) ?? [];

  return (
    <PageContainer title={t('title')} size="xl">
      <Text c="dimmed">{t('intro')}</Text>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('products.title')}
        </Title>
        <Group align="end">
          <TextInput
            label={t('products.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
            data-testid="generation-search"
          />
          <MultiSelect
            label={t('products.language')}
            placeholder={t('products.anyLanguage')}
            data={LANGUAGES.map((l) => ({ value: l, label: languageName(l, ui) }))}
            value={languageFilter === null ? [] : [languageFilter]}
            onChange={(v) => {
              setLanguageFilter(v.at(-1) ?? null);
            }}
            maxValues={1}
            clearable
          />
        </Group>
        {mine.length === 0 ? (
          <Text c="dimmed">{t('products.none')}</Text>
        ) : (
          <ScrollTable label={t('products.title')} minWidth={560}>
            <Table verticalSpacing={4} data-testid="generation-products">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('products.selectAll')}
                      checked={allVisibleSelected}
                      indeterminate={!allVisibleSelected && visible.some((p) => selected.has(p.productId))}
                      onChange={(e) => {
                        toggle(
                          visible.map((p) => p.productId),
                          e.currentTarget.checked,
                        );
                      }}
                    />
                  </Table.Th>
                  <Table.Th>{t('products.name')}</Table.Th>
                  <Table.Th>{t('products.isin')}</Table.Th>
                  <Table.Th>{t('products.languages')}</Table.Th>
                  <Table.Th>{t('products.access')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((p) => (
                  <Table.Tr key={p.productId}>
                    <Table.Td>
                      <Checkbox
                        aria-label={p.productName}
                        checked={selected.has(p.productId)}
                        onChange={(e) => {
                          toggle([p.productId], e.currentTarget.checked);
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{p.productName}</Table.Td>
                    <Table.Td>{p.isin ?? '–'}</Table.Td>
                    <Table.Td>{p.availableLanguages.map((l) => languageName(l, ui)).join(', ')}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={p.factsheet?.needLoginToSee === false ? 'green' : 'gray'}>
                        {p.factsheet?.needLoginToSee === false
                          ? t('products.public')
                          : t('products.signedIn')}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        <Text size="sm" c="dimmed">
          {t('products.selected', { count: selected.size })}
        </Text>
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('form.title')}
        </Title>
        <Group align="start">
          <MultiSelect
            label={t('form.languages')}
            data={LANGUAGES.map((l) => ({ value: l, label: languageName(l, ui) }))}
            {...form.getInputProps('languages')}
            data-testid="generation-languages"
          />
          <TextInput
            type="date"
            label={t('form.date')}
            description={t('form.dateHelp')}
            {...form.getInputProps('date')}
            data-testid="generation-date"
          />
        </Group>
        <Checkbox label={t('form.needLogin')} {...form.getInputProps('needLogin', { type: 'checkbox' })} />
        <Checkbox
          label={t('form.isLastFactsheet')}
          {...form.getInputProps('isLastFactsheet', { type: 'checkbox' })}
        />
      </Stack>

      {error ? (
        <Alert color="red" data-testid="generation-error">
          {error}
        </Alert>
      ) : null}

      <Group>
        <Button
          variant="default"
          leftSection={<IconListCheck size={16} />}
          loading={busy === 'check'}
          onClick={() => {
            run('check');
          }}
          data-testid="generation-check"
        >
          {t('check.run')}
        </Button>
        <Button
          leftSection={<IconFileTypePdf size={16} />}
          loading={busy === 'start'}
          disabled={checks === null || refused.length > 0}
          onClick={() => {
            run('start');
          }}
          data-testid="generation-start"
        >
          {t('check.generate', { count: checks?.length ?? 0 })}
        </Button>
      </Group>

      {checks ? (
        <Stack gap="xs" data-testid="generation-checks">
          <Title order={2} size="h4">
            {t('check.title')}
          </Title>
          {refused.length > 0 ? (
            <Alert color="red">{t('check.refused', { count: refused.length })}</Alert>
          ) : overwrites.length > 0 ? (
            <Alert color="orange">{t('check.overwrites', { count: overwrites.length })}</Alert>
          ) : (
            <Alert color="green">{t('check.allPossible', { count: checks.length })}</Alert>
          )}
          <ScrollTable label={t('check.title')} minWidth={560}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('products.name')}</Table.Th>
                  <Table.Th>{t('check.language')}</Table.Th>
                  <Table.Th>{t('check.file')}</Table.Th>
                  <Table.Th>{t('check.outcome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {checks.map((c) => (
                  <Table.Tr key={`${c.productId}-${c.lang}`} data-testid="generation-check-row">
                    <Table.Td>{byId.get(c.productId)?.productName ?? c.productId}</Table.Td>
                    <Table.Td>{languageName(c.lang, ui)}</Table.Td>
                    <Table.Td>{c.fileName}</Table.Td>
                    <Table.Td>
                      <CheckText check={c} product={byId.get(c.productId)} date={form.values.date} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      ) : null}

      <OperationHistory
        kind="factsheetGeneration"
        title={t('history.title')}
        namespace="generateFactsheets"
        renderResult={(entry) => <GenerationResult entry={entry} names={byId} />}
      />
    </PageContainer>
  );
}
