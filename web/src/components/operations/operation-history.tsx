import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { OperationKind, OperationRecord, OperationStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../lib/i18n';
import { CenteredLoader } from '../centered-loader';
import { writtenBy } from '../../lib/written-by';
import { CsvErrorTable } from '../csv-import/csv-error-table';
import { storedKeyT } from './stored-key';
import { useOperations, type OperationEntry } from './use-operations';
import { ScrollTable } from '../scroll-table';

const STATUS_COLORS: Record<OperationStatus, string> = {
  pending: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  const { t } = useTranslation('operations');
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      // Never cut to "SUCCEED…" when the table is narrow: the status is the column's point.
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      data-testid="operation-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The live progress of a running operation (share done), or nothing. */
export function OperationProgress({ record }: { record: OperationRecord }) {
  const { t, i18n } = useTranslation('operations');
  const p = record.progress;
  if (record.status !== 'running' || !p || p.total === 0) return null;
  const share = p.done / p.total;
  const numbers = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <Stack gap={2} miw={140} data-testid="operation-progress">
      <Progress value={share * 100} size="sm" animated aria-label={t('history.progress')} />
      <Text size="xs" c="dimmed">
        {t('history.progressText', {
          done: numbers.format(p.done),
          total: numbers.format(p.total),
          percent: percent.format(share),
        })}
      </Text>
    </Stack>
  );
}

/**
 * Stored details are strings; a numeric `count` among them is passed as a number so the key's plural form is chosen
 * (a record without one uses the key's plain form).
 */
function pluralCount(details: Readonly<Record<string, string>>): { count?: number } {
  const count = details.count === undefined ? Number.NaN : Number(details.count);
  return Number.isFinite(count) ? { count } : {};
}

/** The translated reason of a failed operation (its key from the operation's namespace, else `operations`). */
export function OperationError({ record, namespace }: { record: OperationRecord; namespace?: Namespace }) {
  const { t } = useTranslation('operations');
  if (record.status !== 'failed' || !record.error) return null;
  const ns: Namespace[] = namespace ? [namespace, 'operations'] : ['operations'];
  return (
    <Text size="sm" c="red" data-testid="operation-error">
      {storedKeyT(t)(record.error.messageKey, {
        ns,
        ...record.error.details,
        ...pluralCount(record.error.details),
      })}
    </Text>
  );
}

export interface OperationHistoryProps {
  kind: OperationKind;
  /** The kind's own result cell (rows written, products replaced, download link...). */
  renderResult?: (entry: OperationEntry) => ReactNode;
  /** The namespace of the kind's error keys. */
  namespace?: Namespace;
  /** Makes rows clickable (e.g. to reopen a dry run). */
  onSelect?: (entry: OperationEntry) => void;
  selectedId?: string | null;
  title?: string;
}

/**
 * The dashboard of past operations of one kind, live: status, progress while running, who, when, file and the kind's
 * result. Admins see everybody's; others their own.
 */
export function OperationHistory({
  kind,
  renderResult,
  namespace,
  onSelect,
  selectedId,
  title,
}: OperationHistoryProps) {
  const { t, i18n } = useTranslation('operations');
  const state = useOperations(kind);
  const [openIssues, setOpenIssues] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap="sm" data-testid="operation-history">
      <Title order={3}>{title ?? t('history.title')}</Title>
      {state.status === 'loading' ? <CenteredLoader /> : null}
      {state.status === 'error' ? <Alert color="red">{t('history.loadError')}</Alert> : null}
      {state.status === 'success' && state.data.length === 0 ? (
        <Text c="dimmed" data-testid="operation-history-empty">
          {t('history.empty')}
        </Text>
      ) : null}
      {state.status === 'success' && state.data.length > 0 ? (
        <ScrollTable label={title ?? t('history.title')} minWidth={640}>
          <Table highlightOnHover={onSelect !== undefined} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.status')}</Table.Th>
                <Table.Th>{t('history.when')}</Table.Th>
                <Table.Th>{t('history.who')}</Table.Th>
                <Table.Th>{t('history.file')}</Table.Th>
                <Table.Th>{t('history.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.data.map((entry) => {
                const { record } = entry;
                const fileErrors = 'fileErrors' in record ? record.fileErrors : [];
                const open = openIssues === entry.id && fileErrors.length > 0;
                return (
                  <Fragment key={entry.id}>
                    <Table.Tr
                      data-testid="operation-row"
                      data-operation-id={entry.id}
                      bg={selectedId === entry.id ? 'var(--mantine-primary-color-light)' : undefined}
                      style={onSelect ? { cursor: 'pointer' } : undefined}
                      onClick={
                        onSelect
                          ? () => {
                              onSelect(entry);
                            }
                          : undefined
                      }
                    >
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <OperationStatusBadge status={record.status} />
                          <OperationProgress record={record} />
                        </Group>
                      </Table.Td>
                      <Table.Td>{when.format(record.createdAt)}</Table.Td>
                      <Table.Td>
                        {writtenBy(
                          { uid: record.createdBy, email: record.createdByEmail },
                          { uid: undefined, system: t('history.system') },
                        )}
                      </Table.Td>
                      <Table.Td>{record.file?.name ?? '–'}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          {renderResult?.(entry)}
                          <OperationError record={record} namespace={namespace} />
                          {fileErrors.length > 0 && namespace ? (
                            <Button
                              variant="subtle"
                              size="compact-xs"
                              color="red"
                              onClick={(event) => {
                                event.stopPropagation();
                                setOpenIssues(open ? null : entry.id);
                              }}
                              aria-expanded={open}
                            >
                              {t('history.fileErrors', { count: fileErrors.length })}
                            </Button>
                          ) : null}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                    {open && namespace ? (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <CsvErrorTable issues={fileErrors} messageNamespace={namespace} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      ) : null}
    </Stack>
  );
}
