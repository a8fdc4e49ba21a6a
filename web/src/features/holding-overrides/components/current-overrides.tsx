import { useState } from 'react';
import { Alert, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProductConfig } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ConfirmActionModal } from '../../../components/confirm-action-modal';
import { useHoldingLabels } from '../../../lib/holding-labels';
import { useSession } from '../../../lib/session';
import { writtenBy } from '../../../lib/written-by';
import { deleteHoldingOverride, useHoldingOverrides, type StoredOverride } from '../api/holding-overrides';
import { DeleteIconButton } from '../../../components/delete-icon-button';
import { ScrollTable } from '../../../components/scroll-table';

const holdingText = (o: StoredOverride): string =>
  [o.override.key.holdingName, o.override.key.currency, o.override.key.isin]
    .filter((x) => x !== '')
    .join(' · ');

/**
 * The overrides in place for one product, each with a delete control (confirmed; the API re-checks that the caller
 * administers the product and records the deletion). Bound live: an apply or a delete shows at once.
 */
export function CurrentOverrides({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('holdingsAdmin');
  const labels = useHoldingLabels();
  const overrides = useHoldingOverrides(product.productId);
  const myUid = useSession().user?.uid;
  const [deleting, setDeleting] = useState<StoredOverride | null>(null);
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack gap="xs" data-testid={`current-overrides-${product.productId}`}>
      <Title order={4}>{t('overrides.current.title', { product: product.productName })}</Title>
      {overrides.status === 'loading' ? (
        <CenteredLoader />
      ) : overrides.status === 'error' ? (
        <Alert color="red">{t('overrides.current.loadError')}</Alert>
      ) : overrides.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overrides.current.empty')}
        </Text>
      ) : (
        <ScrollTable label={t('overrides.current.title', { product: product.productName })} minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overrides.preview.holding')}</Table.Th>
                <Table.Th>{t('overrides.preview.values')}</Table.Th>
                <Table.Th>{t('overrides.current.updatedAt')}</Table.Th>
                <Table.Th>{t('overrides.current.updatedBy')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('overrides.current.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overrides.data.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{holdingText(o)}</Table.Td>
                  <Table.Td>
                    {labels.overrideValues(
                      Object.fromEntries(Object.entries(o.override.values).map(([k, v]) => [k, String(v)])),
                    )}
                  </Table.Td>
                  <Table.Td>{day.format(o.override.updatedAt)}</Table.Td>
                  <Table.Td>
                    {writtenBy(
                      { uid: o.override.updatedBy, email: o.override.updatedByEmail },
                      { uid: myUid, you: t('data.you') },
                    )}
                  </Table.Td>
                  <Table.Td w={48}>
                    <Tooltip label={t('overrides.current.delete', { holding: holdingText(o) })}>
                      <DeleteIconButton
                        label={t('overrides.current.delete', { holding: holdingText(o) })}
                        onClick={() => {
                          setDeleting(o);
                        }}
                      />
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ConfirmActionModal
        opened={deleting !== null}
        title={t('overrides.current.confirm.title')}
        cancelLabel={t('overrides.current.confirm.cancel')}
        confirmLabel={t('overrides.current.confirm.confirm')}
        confirmTestId="override-delete-confirm"
        action={async () => {
          if (!deleting) return;
          await deleteHoldingOverride(product.productId, deleting.id);
          notifications.show({
            color: 'green',
            message: t('overrides.current.deleted', { holding: holdingText(deleting) }),
          });
        }}
        failureLog={{
          message: 'Deleting a holding override failed',
          context: { productId: product.productId, overrideId: deleting?.id },
        }}
        onClose={() => {
          setDeleting(null);
        }}
      >
        <Text size="sm">
          {t('overrides.current.confirm.text', {
            holding: deleting ? holdingText(deleting) : '',
            product: product.productName,
          })}
        </Text>
      </ConfirmActionModal>
    </Stack>
  );
}
