import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type ComponentPage, type GenericComponent } from '@portal/domain';
import { IconLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle, SortableList } from '../../../components/sortable-list';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import type { ProductSectionProps } from '../../../lib/product-section';
import { deleteComponent, reorderComponents } from '../api/write-components';
import { ComponentEditor } from './component-editor';
import { ComponentsFrame, type ComponentChange } from './components-frame';
import { ComponentView } from './component-view';

function SortableCard({
  component,
  admin,
  children,
}: {
  component: GenericComponent;
  admin: ReactNode;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: component.id });
  const { t } = useTranslation('components');
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="md"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="component-card"
      data-component-id={component.id}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs">
          <DragHandle
            attributes={attributes}
            listeners={listeners}
            activatorRef={setActivatorNodeRef}
            label={t('admin.drag', { id: component.id })}
            testId="component-drag"
          />
          <Badge variant="light" tt="none">
            {t(`types.${component.type}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {component.id}
          </Text>
          {component.links.length > 0 ? (
            <Tooltip label={t('admin.linkedTo', { count: component.links.length })}>
              <Badge
                variant="outline"
                color="grape"
                tt="none"
                leftSection={<IconLink size={12} />}
                data-testid="component-linked"
              >
                {t('admin.linked', { count: component.links.length })}
              </Badge>
            </Tooltip>
          ) : null}
        </Group>
        {admin}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * The generic components of a page for one of the product's admins on a desktop (loaded only for them, from
 * ./product-components.tsx): the editing controls (add, edit, delete with confirmation, drag-and-drop order) around
 * the same cards visitors see. `onChanged` follows each write (the factsheet page's layout).
 */
export function EditableComponents({
  product,
  products,
  access,
  page,
  onChanged,
  loaded,
  success,
}: ProductSectionProps & {
  page: ComponentPage;
  onChanged?: (change: ComponentChange) => void;
  /** The page's components as last read. */
  loaded: GenericComponent[];
  /** Whether they have been read (the empty state waits for it). */
  success: boolean;
}) {
  const { t } = useTranslation('components');
  const [editing, setEditing] = useState<{ component: GenericComponent | null } | null>(null);
  const [deleting, setDeleting] = useState<GenericComponent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const components = pendingOrder ? pendingOrder.flatMap((id) => loaded.filter((c) => c.id === id)) : loaded;

  const onReorder = (next: string[]) => {
    setPendingOrder(next);
    setError(null);
    reorderComponents(product.productId, page, next).then(
      () => {
        setPendingOrder(null);
        onChanged?.({});
      },
      (e: unknown) => {
        logger.warn('The components could not be reordered', { productId: product.productId, error: e });
        setPendingOrder(null);
        setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
      },
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteComponent(product.productId, page, deleting.id);
      onChanged?.({ deleted: deleting.id });
      setDeleting(null);
      setError(null);
    } catch (e) {
      logger.warn('A component could not be deleted', { productId: product.productId, error: e });
      setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const color = product.productColor;
  const cards = components.map((component) => (
    <SortableCard
      key={component.id}
      component={component}
      admin={
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={t('admin.edit', { id: component.id })}
            onClick={() => {
              setEditing({ component });
            }}
            data-testid="component-edit"
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.delete', { id: component.id })}
            onClick={() => {
              setDeleting(component);
            }}
            data-testid="component-delete"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      }
    >
      <ComponentView component={component} color={color} />
    </SortableCard>
  ));

  return (
    <ComponentsFrame
      productId={product.productId}
      page={page}
      action={
        <Button
          leftSection={<IconPlus size={16} />}
          variant="light"
          onClick={() => {
            setEditing({ component: null });
          }}
          data-testid="component-add"
        >
          {t('admin.add')}
        </Button>
      }
      notices={
        <>
          {error ? (
            <Alert
              color="red"
              withCloseButton
              onClose={() => {
                setError(null);
              }}
            >
              {error}
            </Alert>
          ) : null}
          {components.length === 0 && success ? (
            <Text c="dimmed" size="sm">
              {page === 'overview' ? t('admin.empty') : t('factsheetPage.empty')}
            </Text>
          ) : null}
        </>
      }
    >
      <SortableList ids={components.map((c) => c.id)} onReorder={onReorder}>
        {cards}
      </SortableList>
      {editing ? (
        <ComponentEditor
          product={product}
          products={products}
          access={access}
          page={page}
          langs={product.availableLanguages}
          component={editing.component}
          onClose={(saved) => {
            if (saved !== undefined) onChanged?.(editing.component ? {} : { created: saved });
            setEditing(null);
          }}
        />
      ) : null}
      <Modal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
        title={t('delete.title')}
        centered
      >
        <Stack data-testid="component-delete-confirm">
          <Text size="sm">{t('delete.body', { id: deleting?.id ?? '' })}</Text>
          {deleting && deleting.links.length > 0 ? (
            <Alert color="yellow">{t('delete.linked', { count: deleting.links.length })}</Alert>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setDeleting(null);
              }}
            >
              {t('editor.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => void confirmDelete()}
              data-testid="component-delete-button"
            >
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ComponentsFrame>
  );
}
