import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { defaultWidthOf, type FactsheetLayoutItem } from '@portal/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../../components/sortable-list';

/** Drop target ids: a page's zone, and a palette entry being dragged (the layout's own items use their ids). */
export const PAGE_PREFIX = 'page:';
export const PALETTE_PREFIX = 'palette:';

/** One placed component: drag handle, width, column and remove. */
export function LayoutCard({
  item,
  title,
  onChange,
  onRemove,
}: {
  item: FactsheetLayoutItem;
  title: string;
  onChange: (patch: Partial<Pick<FactsheetLayoutItem, 'column' | 'width'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('factsheet');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.componentId,
  });
  const width = item.width ?? defaultWidthOf(item.componentId);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid="factsheet-editor-item"
      data-component-id={item.componentId}
    >
      <Group gap={6} wrap="nowrap">
        <DragHandle
          attributes={attributes}
          listeners={listeners}
          label={t('editor.drag', { name: title })}
          size={16}
          testId="factsheet-editor-handle"
        />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {item.componentId}
          </Text>
        </Stack>
        <SegmentedControl
          size="xs"
          value={width}
          onChange={(v) => {
            onChange({ width: v === 'full' ? 'full' : 'half' });
          }}
          data={[
            { value: 'full', label: t('editor.full') },
            { value: 'half', label: t('editor.half') },
          ]}
          aria-label={t('editor.width')}
        />
        <SegmentedControl
          size="xs"
          value={String(item.column)}
          disabled={width === 'full'}
          onChange={(v) => {
            onChange({ column: v === '1' ? 1 : 0 });
          }}
          data={[
            { value: '0', label: t('editor.left') },
            { value: '1', label: t('editor.right') },
          ]}
          aria-label={t('editor.column')}
        />
        <Tooltip label={t('editor.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('editor.removeNamed', { name: title })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** A page's list, a drop target even when empty. */
export function PageDropZone({ page, children }: { page: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${PAGE_PREFIX}${page}` });
  return (
    <Stack
      ref={setNodeRef}
      gap={6}
      mih={48}
      p={6}
      style={{
        borderRadius: 6,
        border: `1px dashed ${isOver ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-4)'}`,
      }}
      data-testid="factsheet-editor-page"
      data-page={page + 1}
    >
      {children}
    </Stack>
  );
}

/** A block not placed yet: drag it onto a page, or add it to the last page. */
export function PaletteItem({ id, title, onAdd }: { id: string; title: string; onAdd: () => void }) {
  const { t } = useTranslation('factsheet');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${id}`,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.5 : 1 }}
      data-testid="factsheet-palette-item"
      data-component-id={id}
    >
      <Group gap={6} wrap="nowrap">
        <DragHandle
          attributes={attributes}
          listeners={listeners}
          label={t('editor.drag', { name: title })}
          size={16}
        />
        <Text size="sm" style={{ flex: 1 }} truncate>
          {title}
        </Text>
        <Tooltip label={t('editor.addToLastPage')}>
          <ActionIcon variant="subtle" aria-label={t('editor.addNamed', { name: title })} onClick={onAdd}>
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
