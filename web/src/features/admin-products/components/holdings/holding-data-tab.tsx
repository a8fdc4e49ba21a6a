import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  fileIssuesFromCsvErrors,
  holdingFileRefusalSchema,
  parseHoldingCsv,
  type HoldingFileError,
  type HoldingSnapshot,
  type ProductConfig,
} from '@portal/domain';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LiveTable } from '../../../../components/live-list';
import { DeleteIconButton } from '../../../../components/delete-icon-button';
import { ApiRequestError, apiErrorMessageKey } from '../../../../lib/api-client';
import { logger } from '../../../../lib/logger';
import { useSession } from '../../../../lib/session';
import { writtenBy } from '../../../../lib/written-by';
import { deleteHoldings, importHoldings, useHoldingSnapshots } from '../../api/holdings';
import { ConfirmActionModal } from '../../../../components/confirm-action-modal';
import { CsvErrorTable, CsvImportPanel } from '../../../../components/csv-import';
import { useHoldingLabels } from '../../../../lib/holding-labels';
import { ScrollTable } from '../../../../components/scroll-table';

interface Refusal {
  errors: HoldingFileError[];
  moreErrors: number;
}

const totalWeight = (s: HoldingSnapshot): number => s.holdings.reduce((sum, h) => sum + h.weight, 0);

/** An API failure in the reader's language (the holdings refusals are `errors` keys like every API refusal). */
function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return (error) => t(apiErrorMessageKey(error));
}

const dayFormat = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });

function ImportPanel({ product, existingDates }: { product: ProductConfig; existingDates: string[] }) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const labels = useHoldingLabels();
  const errorText = useApiErrorText();
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    try {
      const csv = await file.text();
      const body = { date, fileName: file.name, csv };
      // The same check the server runs, at once; the server runs it again on what it stores.
      const local = parseHoldingCsv({ fileName: file.name, text: csv, date, existingDates });
      if (!local.ok) {
        setRefusal({ errors: local.errors, moreErrors: local.moreErrors });
        return;
      }
      const r = await importHoldings(product.productId, body);
      notifications.show({
        color: 'green',
        message: t('data.imported', {
          count: r.holdings,
          date: dayFormat(i18n.language).format(new Date(r.date)),
        }),
      });
      setFile(null);
      setDate('');
    } catch (error) {
      const details =
        error instanceof ApiRequestError ? holdingFileRefusalSchema.safeParse(error.details) : undefined;
      if (details?.success) setRefusal(details.data);
      else {
        logger.warn('Importing holdings failed', { productId: product.productId, error });
        setFailure(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <CsvImportPanel
      title={t('data.import.title')}
      hint={t('data.import.hint')}
      fields={
        <TextInput
          type="date"
          label={t('data.import.date')}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
          }}
          required
          w={180}
          data-testid="holding-date"
        />
      }
      file={{
        value: file,
        onChange: (f) => {
          setFile(f);
          setRefusal(null);
        },
        label: t('data.import.file'),
        placeholder: t('data.import.placeholder'),
        clearable: true,
        style: { flex: 1, minWidth: 240 },
        testId: 'holding-file',
      }}
      check={{
        label: t('data.import.submit'),
        onClick: () => void submit(),
        loading: busy,
        disabled: !file || date === '',
      }}
      failure={failure}
      errors={
        refusal ? (
          <CsvErrorTable
            issues={fileIssuesFromCsvErrors(refusal.errors)}
            total={refusal.errors.length + refusal.moreErrors}
            messageNamespace="holdingsAdmin"
            columnLabel={labels.column}
            title={t('errors.title', { count: refusal.errors.length + refusal.moreErrors })}
            hint={t('errors.nothingWritten')}
            testId="holding-file-errors"
          />
        ) : null
      }
    />
  );
}

function PositionsModal({ snapshot, onClose }: { snapshot: HoldingSnapshot | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const labels = useHoldingLabels();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Modal
      opened={snapshot !== null}
      onClose={onClose}
      size="90%"
      title={snapshot ? t('data.positions.title', { date: day.format(new Date(snapshot.date)) }) : ''}
    >
      {snapshot ? (
        <ScrollTable
          label={t('data.positions.title', { date: day.format(new Date(snapshot.date)) })}
          minWidth={900}
          mah="70vh"
        >
          <Table striped stickyHeader data-testid="holding-positions">
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    'holdingName',
                    'currency',
                    'isin',
                    'assetClass',
                    'instrumentType',
                    'sector',
                    'region',
                    'weight',
                    'value',
                  ] as const
                ).map((c) => (
                  <Table.Th key={c} ta={c === 'weight' || c === 'value' ? 'right' : undefined}>
                    {labels.column(c)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {snapshot.holdings.map((h) => (
                <Table.Tr key={`${h.holdingName}-${h.currency}-${h.isin}`}>
                  <Table.Td>{h.holdingName}</Table.Td>
                  <Table.Td>{h.currency}</Table.Td>
                  <Table.Td>{h.isin}</Table.Td>
                  <Table.Td>{labels.term('assetClass', h.assetClass)}</Table.Td>
                  <Table.Td>{labels.term('instrumentType', h.instrumentType)}</Table.Td>
                  <Table.Td>{labels.term('sector', h.sector)}</Table.Td>
                  <Table.Td>{labels.term('region', h.region)}</Table.Td>
                  <Table.Td ta="right">{percent.format(h.weight)}</Table.Td>
                  <Table.Td ta="right">{number.format(h.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
    </Modal>
  );
}

/**
 * Admin → Products → {product} → Holding data (seed 000 §2, §4, §5): the imported dates (positions, total weight, who
 * and when), one date's positions, a CSV import for a new date (checked here and again by the server; every row
 * error listed), and delete a date. Decisions: docs/holdings-admin.md.
 */
export function HoldingDataTab({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const session = useSession();
  const state = useHoldingSnapshots(product.productId);
  const [viewed, setViewed] = useState<HoldingSnapshot | null>(null);
  const [target, setTarget] = useState<HoldingSnapshot | null>(null);
  const editable = product.allowHoldingDataModification;
  const myUid = session.user?.uid ?? null;
  const formats = useMemo(
    () => ({
      day: dayFormat(i18n.language),
      at: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
      percent: new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }),
      count: new Intl.NumberFormat(i18n.language),
    }),
    [i18n.language],
  );

  const list = (
    <LiveTable
      state={state}
      errorText={t('data.loadError')}
      emptyText={t('data.empty')}
      testId="holding-dates"
      head={
        <>
          <Table.Th>{t('data.columns.date')}</Table.Th>
          <Table.Th ta="right">{t('data.columns.positions')}</Table.Th>
          <Table.Th ta="right">{t('data.columns.totalWeight')}</Table.Th>
          <Table.Th>{t('data.columns.importedBy')}</Table.Th>
          <Table.Th>{t('data.columns.importedAt')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('data.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {(rows) =>
        rows.map((s) => (
          <Table.Tr key={s.date} data-date={s.date}>
            <Table.Td>{formats.day.format(new Date(s.date))}</Table.Td>
            <Table.Td ta="right">{formats.count.format(s.holdings.length)}</Table.Td>
            <Table.Td ta="right">{formats.percent.format(totalWeight(s))}</Table.Td>
            <Table.Td>
              {writtenBy({ uid: s.importedBy, email: s.importedByEmail }, { uid: myUid, you: t('data.you') })}
            </Table.Td>
            <Table.Td>{formats.at.format(s.importedAt)}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Tooltip label={t('data.view', { date: s.date })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('data.view', { date: s.date })}
                    onClick={() => {
                      setViewed(s);
                    }}
                  >
                    <IconEye size={16} />
                  </ActionIcon>
                </Tooltip>
                {editable ? (
                  <DeleteIconButton
                    tooltip
                    label={t('data.delete.button', { date: s.date })}
                    onClick={() => {
                      setTarget(s);
                    }}
                  />
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))
      }
    </LiveTable>
  );

  return (
    <Stack mt="md">
      <Text size="sm" c="dimmed">
        {t('data.intro')}
      </Text>
      {editable ? (
        <ImportPanel
          product={product}
          existingDates={state.status === 'success' ? state.data.map((s) => s.date) : []}
        />
      ) : (
        <Alert color="gray">{t('data.locked')}</Alert>
      )}
      {state.status === 'success' ? (
        <Title order={4}>{t('data.count', { count: state.data.length })}</Title>
      ) : null}
      {list}
      <PositionsModal
        snapshot={viewed}
        onClose={() => {
          setViewed(null);
        }}
      />
      <ConfirmActionModal
        opened={target !== null}
        title={t('data.delete.title')}
        cancelLabel={t('data.delete.cancel')}
        confirmLabel={t('data.delete.confirm')}
        action={async () => {
          if (!target) return;
          await deleteHoldings(product.productId, target.date);
          notifications.show({
            color: 'green',
            message: t('data.delete.deleted', { date: formats.day.format(new Date(target.date)) }),
          });
        }}
        failureLog={{
          message: 'Deleting holdings failed',
          context: { productId: product.productId, date: target?.date },
        }}
        onClose={() => {
          setTarget(null);
        }}
        confirmTestId="holding-delete-confirm"
      >
        <Text size="sm">
          {t('data.delete.text', {
            date: target ? formats.day.format(new Date(target.date)) : '',
            count: target?.holdings.length ?? 0,
          })}
        </Text>
      </ConfirmActionModal>
    </Stack>
  );
}
