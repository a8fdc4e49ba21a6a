import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  factsheetComponentsOf,
  isProductAdmin,
  type ComponentPage,
  type GenericComponent,
} from '@portal/domain';
import { IconLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DesktopEditingNotice } from '../../../components/desktop-editing-notice';
import { DragHandle, SortableList } from '../../../components/sortable-list';
import { useStaffEditing } from '../../../hooks/use-staff-editing';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import type { Preloaded } from '../../../lib/live-store';
import { usePageComponents } from '../api/use-page-components';
import { deleteComponent, reorderComponents } from '../api/write-components';
import { ComponentEditor } from './component-editor';
import { ComponentView } from './component-view';
import type { ProductSectionProps } from '../../../lib/product-section';

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

/** What a write changed, for a page that shows the components elsewhere too (the factsheet's layout). */
export interface ComponentChange {
  created?: string;
  deleted?: string;
}

/** Overview components flagged "show on factsheet", named on the factsheet page's list (edited on the overview). */
function FromOverview({ productId }: { productId: string }) {
  const { t } = useTranslation('components');
  const state = usePageComponents(productId, 'overview');
  const flagged = state.status === 'success' ? factsheetComponentsOf(state.data) : [];
  if (flagged.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="components-from-overview">
      {t('factsheetPage.fromOverview', { ids: flagged.map((c) => c.id).join(', ') })}
    </Text>
  );
}

/**
 * The generic components of a product's overview or factsheet page (seed 000 §3-§5): every visitor of the overview
 * sees them in their order; the product's admins also get the editing controls (add, edit, delete with confirmation,
 * drag-and-drop order), except on a phone (`useStaffEditing`). On the factsheet page the list is the factsheet edit
 * mode's "Components" tab (the factsheet itself draws them); `onChanged` lets it follow each write.
 */
export const ProductComponents = memo(function ProductComponents({
  product,
  products,
  access,
  page = 'overview',
  onChanged,
  preloaded,
}: ProductSectionProps & {
  page?: ComponentPage;
  onChanged?: (change: ComponentChange) => void;
  /** The page's components from an API answer (the overview's), rendered until the live binding answers. */
  preloaded?: Preloaded<GenericComponent[]>;
}) {
  const { t } = useTranslation('components');
  const state = usePageComponents(product.productId, page, preloaded);
  const { canEdit, blockedOnPhone } = useStaffEditing(isProductAdmin(access, product.productId));
  const [editing, setEditing] = useState<{ component: GenericComponent | null } | null>(null);
  const [deleting, setDeleting] = useState<GenericComponent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);

  if (state.status === 'error') {
    logger.warn('The components of a product could not be loaded', { productId: product.productId });
    return null;
  }
  const loaded = state.status === 'success' ? state.data : [];
  const components = pendingOrder ? pendingOrder.flatMap((id) => loaded.filter((c) => c.id === id)) : loaded;
  // Staff on a phone still get the section, to be told why there is nothing to edit.
  if (!canEdit && !blockedOnPhone && components.length === 0) return null;

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
  const cards = components.map((component) =>
    canEdit ? (
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
    ) : (
      <Paper key={component.id} withBorder radius="md" p="md">
        <ComponentView component={component} color={color} />
      </Paper>
    ),
  );

  return (
    <Stack gap="sm" component="section" data-testid="product-components">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {page === 'overview' ? t('title') : t('factsheetPage.title')}
        </Title>
        {canEdit ? (
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
        ) : null}
      </Group>
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
      {blockedOnPhone ? <DesktopEditingNotice /> : null}
      {canEdit && components.length === 0 && state.status === 'success' ? (
        <Text c="dimmed" size="sm">
          {page === 'overview' ? t('admin.empty') : t('factsheetPage.empty')}
        </Text>
      ) : null}
      {page === 'factsheet' ? <FromOverview productId={product.productId} /> : null}
      {canEdit ? (
        <SortableList ids={components.map((c) => c.id)} onReorder={onReorder}>
          {cards}
        </SortableList>
      ) : (
        cards
      )}
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
    </Stack>
  );
});
