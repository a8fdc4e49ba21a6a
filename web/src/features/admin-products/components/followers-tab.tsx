import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addFollowersRefusalSchema,
  type AddFollowersBody,
  type AddFollowersResponse,
  type FollowerRowValue,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../hooks/use-language-name';
import { LiveTable } from '../../../components/live-list';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { addFollowers, removeFollower, useAdminFollowers, type AdminFollower } from '../api/followers';
import { ConfirmActionModal } from '../../../components/confirm-action-modal';
import { CsvImportPanel } from '../../../components/csv-import';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { RemoveFollowerByEmail } from './remove-follower-by-email';

/** What the last add reported: rows refused (nothing added) or filtered out (the rest added). */
interface AddReport {
  error?: string;
  invalid: FollowerRowValue[];
  alreadyFollowing: FollowerRowValue[];
  duplicates: FollowerRowValue[];
}

function RowList({ title, rows, color }: { title: string; rows: FollowerRowValue[]; color: string }) {
  const { t } = useTranslation('follow');
  if (rows.length === 0) return null;
  return (
    <Alert color={color} title={title}>
      <List size="sm">
        {rows.map((r) => (
          <List.Item key={`${r.row}-${r.value}`}>
            {t('admin.csv.row', { row: r.row, value: r.value === '' ? t('admin.csv.emptyValue') : r.value })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Report({ report }: { report: AddReport | null }) {
  const { t } = useTranslation('follow');
  if (!report) return null;
  return (
    <Stack gap="xs" data-testid="followers-report">
      {/* Rows refused for their format are listed under a title that says it all. */}
      {report.error && report.invalid.length === 0 ? <Alert color="red">{report.error}</Alert> : null}
      <RowList title={t('admin.csv.invalidRows')} rows={report.invalid} color="red" />
      <RowList title={t('admin.csv.alreadyRows')} rows={report.alreadyFollowing} color="yellow" />
      <RowList title={t('admin.csv.duplicateRows')} rows={report.duplicates} color="gray" />
    </Stack>
  );
}

/** Runs an add; returns the report to show (and notifies success). */
function useAdd(productId: string) {
  const { t } = useTranslation('follow');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<AddReport | null>(null);
  const run = async (
    body: AddFollowersBody,
    success: (r: AddFollowersResponse) => string,
  ): Promise<boolean> => {
    setBusy(true);
    setReport(null);
    try {
      const r = await addFollowers(productId, body);
      notifications.show({ color: 'green', message: success(r) });
      setReport({ invalid: [], alreadyFollowing: r.alreadyFollowing, duplicates: r.duplicates });
      return true;
    } catch (error) {
      const details =
        error instanceof ApiRequestError ? addFollowersRefusalSchema.safeParse(error.details) : undefined;
      if (!(error instanceof ApiRequestError) || error.status >= 500)
        logger.error('Adding followers failed', { productId, error });
      setReport({
        error: t(apiErrorMessageKey(error), { ns: 'errors' }),
        invalid: details?.success ? details.data.invalid : [],
        alreadyFollowing: details?.success ? details.data.alreadyFollowing : [],
        duplicates: [],
      });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, report, run };
}

function LanguageSelect({
  product,
  value,
  onChange,
  label,
}: {
  product: ProductConfig;
  value: Language;
  onChange: (lang: Language) => void;
  label: string;
}) {
  const names = useLanguageName();
  return (
    <Select
      label={label}
      data={product.availableLanguages.map((l) => ({ value: l, label: names(l) }))}
      value={value}
      allowDeselect={false}
      onChange={(v) => {
        const lang = product.availableLanguages.find((l) => l === v);
        if (lang) onChange(lang);
      }}
      w={160}
    />
  );
}

function AddPanel({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('follow');
  const first = product.availableLanguages[0] ?? 'en';
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState<Language>(first);
  const [csvLang, setCsvLang] = useState<Language>(first);
  const [file, setFile] = useState<File | null>(null);
  const single = useAdd(product.productId);
  const csv = useAdd(product.productId);

  const addOne = async () => {
    const ok = await single.run({ lang, email }, (r) => t('admin.add.added', { email: r.added[0] ?? email }));
    if (ok) setEmail('');
  };
  const upload = async () => {
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      logger.warn('A follower CSV could not be read', { error: String(error) });
      notifications.show({ color: 'red', message: t('admin.csv.readError') });
      return;
    }
    const ok = await csv.run({ lang: csvLang, csv: text }, (r) =>
      t('admin.csv.added', { count: r.added.length }),
    );
    if (ok) setFile(null);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('admin.add.title')}</Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('admin.add.email')}
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
              }}
              style={{ flex: 1, minWidth: 220 }}
              data-testid="follower-email"
            />
            <LanguageSelect product={product} value={lang} onChange={setLang} label={t('admin.add.lang')} />
            <Button onClick={() => void addOne()} loading={single.busy} disabled={email.trim() === ''}>
              {t('admin.add.submit')}
            </Button>
          </Group>
          <Report report={single.report} />
        </Stack>
      </Paper>
      <CsvImportPanel
        title={t('admin.csv.title')}
        hint={t('admin.csv.hint')}
        file={{
          value: file,
          onChange: setFile,
          label: t('admin.csv.choose'),
          placeholder: t('admin.csv.placeholder'),
          testId: 'follower-csv',
        }}
        actions={
          <LanguageSelect
            product={product}
            value={csvLang}
            onChange={setCsvLang}
            label={t('admin.add.lang')}
          />
        }
        check={{
          label: t('admin.csv.submit'),
          onClick: () => void upload(),
          loading: csv.busy,
          disabled: !file,
        }}
        errors={<Report report={csv.report} />}
      />
    </SimpleGrid>
  );
}

function RemoveModal({
  productId,
  target,
  onClose,
}: {
  productId: string;
  target: AdminFollower | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('follow');
  const email = target?.follower.email ?? '';
  return (
    <ConfirmActionModal
      opened={target !== null}
      title={t('admin.remove.title')}
      cancelLabel={t('admin.remove.cancel')}
      confirmLabel={t('admin.remove.confirm')}
      action={async () => {
        if (!target) return;
        await removeFollower(productId, target.id);
        notifications.show({ color: 'green', message: t('admin.remove.removed', { email }) });
      }}
      failureLog={{ message: 'Removing a follower failed', context: { productId, entryId: target?.id } }}
      onClose={onClose}
      confirmTestId="follower-remove-confirm"
    >
      <Text size="sm">
        {t(target?.follower.addedByAdmin === false ? 'admin.remove.selfText' : 'admin.remove.text', {
          email,
        })}
      </Text>
    </ConfirmActionModal>
  );
}

/**
 * Admin → Products → {product} → Followers (seed 000 §2, §5): the live list, add by e-mail or CSV (rows refused or
 * filtered out listed with their numbers), remove with confirmation. Decisions: docs/follow.md.
 */
export function FollowersTab({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('follow');
  const state = useAdminFollowers(product.productId);
  const names = useLanguageName();
  const [target, setTarget] = useState<AdminFollower | null>(null);
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  const list = (
    <LiveTable
      state={state}
      errorText={t('admin.loadError')}
      emptyText={t('admin.empty')}
      testId="followers-table"
      head={
        <>
          <Table.Th>{t('admin.columns.email')}</Table.Th>
          <Table.Th>{t('admin.columns.lang')}</Table.Th>
          <Table.Th>{t('admin.columns.source')}</Table.Th>
          <Table.Th>{t('admin.columns.since')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('admin.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {(rows) =>
        rows.map((f) => (
          <Table.Tr key={f.id} data-email={f.follower.email}>
            <Table.Td>{f.follower.email}</Table.Td>
            <Table.Td>{names(f.follower.lang)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={f.follower.addedByAdmin ? 'gray' : 'blue'} tt="none">
                {t(f.follower.addedByAdmin ? 'admin.source.admin' : 'admin.source.self')}
              </Badge>
            </Table.Td>
            <Table.Td>{date.format(f.follower.createdAt)}</Table.Td>
            <Table.Td>
              <DeleteIconButton
                label={t('admin.remove.button', { email: f.follower.email })}
                onClick={() => {
                  setTarget(f);
                }}
              />
            </Table.Td>
          </Table.Tr>
        ))
      }
    </LiveTable>
  );

  return (
    <Stack mt="md">
      <Text size="sm" c="dimmed">
        {t('admin.intro')}
      </Text>
      <AddPanel product={product} />
      <RemoveFollowerByEmail productId={product.productId} />
      {state.status === 'success' ? (
        <Title order={4}>{t('admin.count', { count: state.data.length })}</Title>
      ) : null}
      {list}
      <RemoveModal
        productId={product.productId}
        target={target}
        onClose={() => {
          setTarget(null);
        }}
      />
    </Stack>
  );
}
