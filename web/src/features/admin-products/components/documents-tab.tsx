import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import type { ProductConfig } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { SortableList } from '../../../components/sortable-list';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { logger } from '../../../lib/logger';
import { useAdminDocuments } from '../api/list-documents';
import { reorderDocuments } from '../api/reorder-documents';
import { updateDocument } from '../api/update-document';
import {
  inOrder,
  orderRequestIds,
  sameOrder,
  splitDocuments,
  type AdminDocument,
} from '../utils/document-order';
import { DeleteDocumentModal } from './delete-document-modal';
import { ArchivedDocumentRow, DocumentHeader, SortableDocumentRow, type RowActions } from './document-rows';
import { EditDocumentModal } from './edit-document-modal';
import { UploadPanel } from './upload-panel';
import { useDocumentLabels } from './use-document-labels';
import { ScrollTable } from '../../../components/scroll-table';

const count = (n: number) => formatNumber(n, { digits: 0 }) ?? String(n);

/** Screen-reader texts of the drag and drop, in the UI language (dnd-kit's own are English). */
function useDragAnnouncements(active: readonly AdminDocument[]) {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const name = (id: UniqueIdentifier) => active.find((d) => d.id === id)?.doc.displayName ?? String(id);
    const position = (id: UniqueIdentifier | undefined) => ({
      position: count(id === undefined ? 0 : active.findIndex((d) => d.id === id) + 1),
      total: count(active.length),
    });
    const announcements: Announcements = {
      onDragStart: ({ active: a }) => t('products.documents.dnd.picked', { name: name(a.id) }),
      onDragOver: ({ active: a, over }) =>
        t('products.documents.dnd.over', { name: name(a.id), ...position(over?.id) }),
      onDragEnd: ({ active: a, over }) =>
        t('products.documents.dnd.dropped', { name: name(a.id), ...position(over?.id) }),
      onDragCancel: ({ active: a }) => t('products.documents.dnd.cancelled', { name: name(a.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('products.documents.dnd.instructions') },
    };
  }, [active, t]);
}

/**
 * Admin → Products → {product} → Documents: the live list of the product's documents (active ones in the readers'
 * order, sortable by drag and drop or keyboard; archived ones apart), upload, edit, archive and delete. Every write
 * goes through the documents API (docs/documents.md); the list follows Firestore, so what another admin does shows
 * here too.
 */
export function DocumentsTab({
  product,
  products,
}: {
  product: ProductConfig;
  products: readonly ProductConfig[];
}) {
  const { t } = useTranslation('admin');
  const state = useAdminDocuments(product.productId);
  const labels = useDocumentLabels(product, products);
  const [editing, setEditing] = useState<AdminDocument | null>(null);
  const [deleting, setDeleting] = useState<AdminDocument | null>(null);
  /**
   * The order being saved, shown until the live list has it: until it matches, or, once the API has saved it, until
   * the list's next snapshot (whatever another admin did meanwhile, the live list is then the truth).
   */
  const [pending, setPending] = useState<{ ids: string[]; savedAt: readonly AdminDocument[] | null } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);

  const documents = useMemo(() => (state.status === 'success' ? state.data.documents : []), [state]);
  const { active: liveActive, archived } = useMemo(() => splitDocuments(documents), [documents]);
  const liveRef = useRef(liveActive);
  useEffect(() => {
    liveRef.current = liveActive;
  }, [liveActive]);
  if (
    pending &&
    (sameOrder(
      liveActive.map((d) => d.id),
      pending.ids,
    ) ||
      (pending.savedAt !== null && pending.savedAt !== liveActive))
  )
    setPending(null);
  const active = useMemo(() => inOrder(liveActive, pending?.ids ?? null), [liveActive, pending]);
  const fund = useMemo(
    () => products.filter((p) => p.productShareClassRoot === product.productShareClassRoot),
    [products, product.productShareClassRoot],
  );
  const accessibility = useDragAnnouncements(active);

  const failed = (title: string, error: unknown) => {
    notifications.show({ color: 'red', title, message: t(apiErrorMessageKey(error), { ns: 'errors' }) });
  };

  const onReorder = (next: string[]) => {
    setPending({ ids: next, savedAt: null });
    setSaving(true);
    reorderDocuments(product.productId, orderRequestIds(next, archived))
      .then(
        () => {
          setPending((p) => (p?.ids === next ? { ids: next, savedAt: liveRef.current } : p));
          notifications.show({ color: 'green', message: t('products.documents.orderSaved') });
        },
        (error: unknown) => {
          logger.warn('The document order was refused', { productId: product.productId, error });
          setPending(null);
          failed(t('products.documents.orderFailed'), error);
        },
      )
      .finally(() => {
        setSaving(false);
      });
  };

  const actions: RowActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onArchive: (item, archive) => {
      updateDocument(product.productId, item.id, { archived: archive }).then(
        () => {
          notifications.show({
            color: 'green',
            message: t(archive ? 'products.documents.archivedDone' : 'products.documents.unarchivedDone', {
              name: item.doc.displayName,
            }),
          });
        },
        (error: unknown) => {
          logger.warn('A document could not be (un)archived', {
            productId: product.productId,
            id: item.id,
            error,
          });
          failed(t('products.documents.notSaved'), error);
        },
      );
    },
    onDownloadFailed: (_item, error) => {
      failed(t('products.documents.downloadFailed'), error);
    },
  };

  if (state.status === 'loading') return <CenteredLoader />;
  if (state.status === 'error') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {t('products.documents.loadError')}
      </Alert>
    );
  }

  return (
    <Stack gap="xl">
      <UploadPanel product={product} documents={documents} fund={fund} labels={labels} />
      {state.data.invalid.length > 0 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {t('products.documents.invalidRecords', { ids: state.data.invalid.join(', ') })}
        </Alert>
      ) : null}

      <Stack gap="sm" component="section" data-testid="active-documents">
        <div>
          <Title order={2} size="h4">
            {t('products.documents.activeTitle', { number: count(active.length) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('products.documents.activeHint')}
          </Text>
        </div>
        {active.length === 0 ? (
          <Text c="dimmed">{t('products.documents.empty')}</Text>
        ) : (
          <Paper withBorder radius="md">
            <ScrollTable
              label={t('products.documents.activeTitle', { number: count(active.length) })}
              minWidth={960}
            >
              <Table verticalSpacing="xs" highlightOnHover>
                <DocumentHeader handle />
                <SortableList
                  ids={active.map((d) => d.id)}
                  onReorder={onReorder}
                  accessibility={accessibility}
                >
                  <Table.Tbody>
                    {active.map((item) => (
                      <SortableDocumentRow
                        key={item.id}
                        productId={product.productId}
                        document={item}
                        labels={labels}
                        actions={actions}
                        disabled={saving}
                      />
                    ))}
                  </Table.Tbody>
                </SortableList>
              </Table>
            </ScrollTable>
          </Paper>
        )}
      </Stack>

      <Stack gap="sm" component="section" data-testid="archived-documents">
        <div>
          <Title order={2} size="h4">
            {t('products.documents.archivedTitle', { number: count(archived.length) })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('products.documents.archivedHint')}
          </Text>
        </div>
        {archived.length === 0 ? (
          <Text c="dimmed">{t('products.documents.noArchived')}</Text>
        ) : (
          <Paper withBorder radius="md">
            <ScrollTable
              label={t('products.documents.archivedTitle', { number: count(archived.length) })}
              minWidth={960}
            >
              <Table verticalSpacing="xs" highlightOnHover>
                <DocumentHeader handle={false} />
                <Table.Tbody>
                  {archived.map((item) => (
                    <ArchivedDocumentRow
                      key={item.id}
                      productId={product.productId}
                      document={item}
                      labels={labels}
                      actions={actions}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Paper>
        )}
      </Stack>

      <EditDocumentModal
        product={product}
        target={editing ? (documents.find((d) => d.id === editing.id) ?? editing) : null}
        documents={documents}
        fund={fund}
        labels={labels}
        onClose={() => {
          setEditing(null);
        }}
      />
      <DeleteDocumentModal
        productId={product.productId}
        target={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
