import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconArchive,
  IconArchiveOff,
  IconDownload,
  IconLock,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../lib/download-document';
import { formatDay, formatFileSize } from '../../../lib/format-document';
import { logger } from '../../../lib/logger';
import type { AdminDocument } from '../utils/document-order';
import type { DocumentLabels } from './use-document-labels';
import { DragHandle } from '../../../components/sortable-list';

export interface RowActions {
  onEdit: (document: AdminDocument) => void;
  onDelete: (document: AdminDocument) => void;
  onArchive: (document: AdminDocument, archived: boolean) => void;
  /** Reports a failed download (a message for the page). */
  onDownloadFailed: (document: AdminDocument, error: unknown) => void;
}

function Action({
  label,
  tooltip,
  onClick,
  children,
  color,
  loading,
}: {
  label: string;
  tooltip: string;
  onClick: () => void;
  children: ReactNode;
  color?: string;
  loading?: boolean;
}) {
  return (
    <Tooltip label={tooltip} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} loading={loading}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Download, edit, archive or unarchive, delete. */
function DocumentActions({
  productId,
  document: item,
  actions,
}: {
  productId: string;
  document: AdminDocument;
  actions: RowActions;
}) {
  const { t } = useTranslation('admin');
  const [downloading, setDownloading] = useState(false);
  const name = item.doc.displayName;
  const download = async () => {
    setDownloading(true);
    try {
      // The document's own language: the product's admins skip the investor-profile checks anyway.
      await downloadDocument({ id: productId, docId: item.id, lang: item.doc.lang });
    } catch (error) {
      logger.warn('An admin download failed', { productId, id: item.id, error });
      actions.onDownloadFailed(item, error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Action
        label={t('products.documents.actions.download', { name })}
        tooltip={t('products.documents.actions.downloadTip')}
        loading={downloading}
        onClick={() => void download()}
      >
        <IconDownload size={18} />
      </Action>
      <Action
        label={t('products.documents.actions.edit', { name })}
        tooltip={t('products.documents.actions.editTip')}
        onClick={() => {
          actions.onEdit(item);
        }}
      >
        <IconPencil size={18} />
      </Action>
      {item.doc.archived ? (
        <Action
          label={t('products.documents.actions.unarchive', { name })}
          tooltip={t('products.documents.actions.unarchiveTip')}
          onClick={() => {
            actions.onArchive(item, false);
          }}
        >
          <IconArchiveOff size={18} />
        </Action>
      ) : (
        <Action
          label={t('products.documents.actions.archive', { name })}
          tooltip={t('products.documents.actions.archiveTip')}
          onClick={() => {
            actions.onArchive(item, true);
          }}
        >
          <IconArchive size={18} />
        </Action>
      )}
      <Action
        label={t('products.documents.actions.delete', { name })}
        tooltip={t('products.documents.actions.deleteTip')}
        color="red"
        onClick={() => {
          actions.onDelete(item);
        }}
      >
        <IconTrash size={18} />
      </Action>
    </Group>
  );
}

/** The cells every row shows: name, language, share class, access, file, size, upload day. */
function DocumentCells({ document: item, labels }: { document: AdminDocument; labels: DocumentLabels }) {
  const { t, i18n } = useTranslation('admin');
  const { doc } = item;
  return (
    <>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {doc.displayName}
        </Text>
      </Table.Td>
      <Table.Td>{labels.language(doc.lang)}</Table.Td>
      <Table.Td>{labels.shareClass(doc.shareClass)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {doc.loginRequired ? (
          <Badge
            variant="light"
            color="orange"
            tt="none"
            leftSection={<IconLock size={12} />}
            styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
          >
            {t('products.documents.loginRequired')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('products.documents.public')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {doc.file.name}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(doc.file.size) ?? t('products.documents.unknown')}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(doc.createdAt, i18n.language)}</Table.Td>
    </>
  );
}

/** An active document: its drag handle (pointer or keyboard: Space, arrows, Space) and its cells. */
export function SortableDocumentRow({
  productId,
  document: item,
  labels,
  actions,
  disabled,
}: {
  productId: string;
  document: AdminDocument;
  labels: DocumentLabels;
  actions: RowActions;
  disabled: boolean;
}) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-testid="admin-document-row"
      data-document-name={item.doc.displayName}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Table.Td w={44}>
        <DragHandle
          attributes={attributes}
          listeners={listeners}
          activatorRef={setActivatorNodeRef}
          label={t('products.documents.actions.move', { name: item.doc.displayName })}
          disabled={disabled}
        />
      </Table.Td>
      <DocumentCells document={item} labels={labels} />
      <Table.Td>
        <DocumentActions productId={productId} document={item} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}

/** An archived document: no place in the order. */
export function ArchivedDocumentRow({
  productId,
  document: item,
  labels,
  actions,
}: {
  productId: string;
  document: AdminDocument;
  labels: DocumentLabels;
  actions: RowActions;
}) {
  return (
    <Table.Tr data-testid="admin-archived-row" data-document-name={item.doc.displayName}>
      <DocumentCells document={item} labels={labels} />
      <Table.Td>
        <DocumentActions productId={productId} document={item} actions={actions} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The header row of both tables; `handle` adds the drag handle's column. */
export function DocumentHeader({ handle }: { handle: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Table.Thead>
      <Table.Tr>
        {handle ? (
          <Table.Th w={44}>
            <VisuallyHidden>{t('products.documents.columns.order')}</VisuallyHidden>
          </Table.Th>
        ) : null}
        <Table.Th>{t('products.documents.columns.name')}</Table.Th>
        <Table.Th>{t('products.documents.columns.language')}</Table.Th>
        <Table.Th>{t('products.documents.columns.shareClass')}</Table.Th>
        <Table.Th>{t('products.documents.columns.access')}</Table.Th>
        <Table.Th>{t('products.documents.columns.file')}</Table.Th>
        <Table.Th>{t('products.documents.columns.size')}</Table.Th>
        <Table.Th>{t('products.documents.columns.date')}</Table.Th>
        <Table.Th ta="right">{t('products.documents.columns.actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
