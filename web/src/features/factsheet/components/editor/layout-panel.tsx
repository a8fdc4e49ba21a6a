import { DndContext, closestCorners, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Group, Stack, Text } from '@mantine/core';
import { defaultWidthOf, FACTSHEET_MAX_PAGES, type FactsheetModel } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSortableSensors } from '../../../../components/sortable-list';
import {
  addPage,
  paletteOf,
  placeComponent,
  positionOf,
  removeComponent,
  removeEmptyPage,
  updateComponent,
  type EditorPages,
} from '../../editor/layout-edit';
import { LayoutCard, PAGE_PREFIX, PALETTE_PREFIX, PageDropZone, PaletteItem } from './layout-items';

/**
 * The layout tab: one sortable list per page (drag between positions and pages, column and width per component)
 * and a palette of the blocks not placed. Every edit goes through the pure functions of editor/layout-edit.ts.
 */
export function LayoutPanel({
  model,
  pages,
  titleOf,
  onEdit,
}: {
  model: FactsheetModel;
  pages: EditorPages;
  titleOf: (id: string) => string;
  onEdit: (next: EditorPages) => void;
}) {
  const { t } = useTranslation('factsheet');
  const sensors = useSortableSensors();
  const palette = paletteOf(model, pages);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    const id = activeId.startsWith(PALETTE_PREFIX) ? activeId.slice(PALETTE_PREFIX.length) : activeId;
    let page: number;
    let index: number;
    if (overId.startsWith(PAGE_PREFIX)) {
      page = Number(overId.slice(PAGE_PREFIX.length));
      index = Number.MAX_SAFE_INTEGER;
    } else {
      const at = positionOf(pages, overId);
      if (!at || overId === id) return;
      page = at.page;
      index = at.index;
    }
    onEdit(placeComponent(pages, id, page, index, { column: 0, width: defaultWidthOf(id) }));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
      <Stack gap="sm">
        {pages.map((items, page) => (
          <Stack key={page} gap={4}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('page', { page: page + 1 })}
              </Text>
              {items.length === 0 && pages.length > 1 ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    onEdit(removeEmptyPage(pages, page));
                  }}
                >
                  {t('editor.removePage')}
                </Button>
              ) : null}
            </Group>
            <SortableContext items={items.map((i) => i.componentId)} strategy={verticalListSortingStrategy}>
              <PageDropZone page={page}>
                {items.length === 0 ? (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('editor.emptyPage')}
                  </Text>
                ) : null}
                {items.map((item) => (
                  <LayoutCard
                    key={item.componentId}
                    item={item}
                    title={titleOf(item.componentId)}
                    onChange={(patch) => {
                      onEdit(updateComponent(pages, item.componentId, patch));
                    }}
                    onRemove={() => {
                      onEdit(removeComponent(pages, item.componentId));
                    }}
                  />
                ))}
              </PageDropZone>
            </SortableContext>
          </Stack>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={pages.length >= FACTSHEET_MAX_PAGES}
          onClick={() => {
            onEdit(addPage(pages));
          }}
          data-testid="factsheet-editor-add-page"
        >
          {t('editor.addPage', { max: FACTSHEET_MAX_PAGES })}
        </Button>
        <Text fw={600} size="sm" mt="sm">
          {t('editor.palette')}
        </Text>
        {palette.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('editor.paletteEmpty')}
          </Text>
        ) : (
          palette.map((id) => (
            <PaletteItem
              key={id}
              id={id}
              title={titleOf(id)}
              onAdd={() => {
                onEdit(
                  placeComponent(pages, id, pages.length - 1, Number.MAX_SAFE_INTEGER, {
                    column: 0,
                    width: defaultWidthOf(id),
                  }),
                );
              }}
            />
          ))
        )}
      </Stack>
    </DndContext>
  );
}
