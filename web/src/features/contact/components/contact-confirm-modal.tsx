import type { ContactMessage } from '@portal/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../../hooks/use-countries';

/**
 * "Send this message?" (seed 000 §2: a confirm dialog before sending): every field as it will be sent, "Back" to
 * edit, "Send". A failure stays in the dialog with its translated reason (and the operator's address when the mail
 * could not go out), so "Send" retries the same message.
 */
export function ContactConfirmModal({
  opened,
  message,
  busy,
  failure,
  directAddress,
  onBack,
  onSend,
}: {
  opened: boolean;
  message: ContactMessage;
  busy: boolean;
  failure: string | null;
  /** The operator's address, shown with a failure. */
  directAddress: string | null;
  onBack: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('contact');
  const { t: ta } = useTranslation('account');
  const countryName = useCountryName();
  const rows: [string, string][] = [
    [t('fields.name'), message.name],
    [t('fields.email'), message.email],
    [t('fields.country'), countryName(message.country)],
    [t('fields.investorType'), ta(`profile.investorTypes.${message.investorType}`)],
  ];
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onBack}
      title={t('confirm.title')}
      size="lg"
      centered
    >
      <Stack gap="md" data-testid="contact-confirm">
        <Text size="sm">{t('confirm.intro')}</Text>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('fields.message')}
          </Text>
          <Text
            size="sm"
            p="sm"
            bg="var(--mantine-color-gray-0)"
            style={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 280,
              overflowY: 'auto',
              borderRadius: 4,
            }}
          >
            {message.message}
          </Text>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('confirm.replyTo', { email: message.email })}
        </Text>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            <Text size="sm">{failure}</Text>
            {directAddress ? (
              <Text size="sm" mt={4}>
                {t('writeDirectly')} <Anchor href={`mailto:${directAddress}`}>{directAddress}</Anchor>
              </Text>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('confirm.back')}
          </Button>
          <Button loading={busy} onClick={onSend} data-testid="contact-send">
            {t('confirm.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
