import { Alert, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DATA_EXPORT_INTERVAL_MINUTES, type UserDataExport } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailureAlert } from '../../../components/form-failure-alert';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useSiteState } from '../../../lib/site-state';
import { exportMyData, type ExportOutcome } from '../api/export-my-data';

/** An instant of the export (ISO) in the UI language and the browser's time zone; "—" when unknown. */
function useInstant(): (iso: string | null) => string {
  const { t, i18n } = useTranslation('settings');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => (iso ? format.format(new Date(iso)) : t('overview.none'));
}

/** A product's name where the public catalogue knows it, else its id (as the file has it). */
function useProductName(): (productId: string) => string {
  const site = useSiteState();
  const names = new Map(
    site.status === 'success' ? site.data.products.map((p) => [p.productId, p.productName]) : [],
  );
  return (productId) => names.get(productId) ?? productId;
}

/** The human-readable summary of the file just downloaded: what each section holds, the lists under their row. */
function Summary({ data }: { data: UserDataExport }) {
  const { t } = useTranslation('settings');
  const instant = useInstant();
  const productName = useProductName();
  const languageName = useLanguageName();
  const count = (n: number) => t('yourData.summary.count', { count: n });
  const follows =
    data.follows.length > 0 ? (
      <List size="sm" mt={4}>
        {data.follows.map((f) => (
          <List.Item key={`${f.productId}-${f.language}`}>
            {t('yourData.summary.follow', {
              product: productName(f.productId),
              language: languageName(f.language),
              since: instant(f.since),
            })}
          </List.Item>
        ))}
      </List>
    ) : null;
  const consents =
    data.consents.length > 0 ? (
      <List size="sm" mt={4}>
        {data.consents.map((c, i) => (
          <List.Item key={i}>
            {t('yourData.summary.consent', {
              document: t(`consent.documentNames.${c.document}`),
              version: c.version,
              at: instant(c.acceptedAt),
              how: t(`yourData.summary.how.${c.how}`),
            })}
          </List.Item>
        ))}
      </List>
    ) : null;
  const rows: [string, ReactNode][] = [
    [t('yourData.summary.email'), data.account.email ?? t('overview.none')],
    [t('yourData.summary.providers'), data.account.providers.join(', ') || t('overview.none')],
    [t('yourData.summary.created'), instant(data.account.createdAt)],
    [t('yourData.summary.lastSignIn'), instant(data.account.lastSignInAt)],
    [t('yourData.summary.roles'), data.roles.join(', ') || t('overview.none')],
    [
      t('yourData.summary.follows'),
      <>
        {count(data.follows.length)}
        {follows}
      </>,
    ],
    [
      t('yourData.summary.consents'),
      <>
        {count(data.consents.length)}
        {consents}
      </>,
    ],
    [t('yourData.summary.operations'), count(data.operations.length)],
    [t('yourData.summary.auditEntries'), count(data.auditEntries.length)],
    [t('yourData.summary.followerMails'), count(data.followerMails.length)],
    [t('yourData.summary.contactMessages'), count(data.contactMessages.length)],
  ];
  return (
    <Stack gap="sm" data-testid="your-data-summary">
      <Title order={3} size="h5">
        {t('yourData.summary.title')}
      </Title>
      {data.emailKeyedData !== 'notMatchedUnverifiedEmail' ? null : (
        <Text size="sm" c="dimmed">
          {t('yourData.summary.emailNotVerified')}
        </Text>
      )}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%" style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * /settings/your-data (docs/privacy.md): downloads everything the platform holds about the user, gathered by the
 * `exportMyData` function, as `my-data-<date>.json`, and shows what the file contains.
 */
export function YourDataPanel() {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack gap="md">
        <Text size="sm">{t('yourData.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('yourData.limit', { count: DATA_EXPORT_INTERVAL_MINUTES })}
        </Text>
        {outcome && !outcome.ok && outcome.error === 'tooSoon' ? (
          <Alert color="yellow">{t('yourData.tooSoon', { count: outcome.minutes })}</Alert>
        ) : null}
        {outcome && !outcome.ok && outcome.error === 'failed' ? (
          <FormFailureAlert message={t('yourData.failed')} contact />
        ) : null}
        <Button
          w="fit-content"
          leftSection={<IconDownload size={16} />}
          loading={busy}
          onClick={() => {
            setBusy(true);
            void exportMyData()
              .then(setOutcome)
              .finally(() => {
                setBusy(false);
              });
          }}
        >
          {t('yourData.download')}
        </Button>
        {outcome?.ok ? (
          <>
            <Alert color="green">{t('yourData.downloaded')}</Alert>
            <Summary data={outcome.data} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
