import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Keyed<T> {
  /** A stable key for React and the drag and drop (not stored). */
  key: string;
  value: T;
}

let nextKey = 0;
export const keyed = <T,>(value: T): Keyed<T> => ({ key: `row-${String(++nextKey)}`, value });

function SortableCard({
  id,
  index,
  count,
  title,
  readOnly,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  title: string;
  readOnly: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('productContent');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: readOnly });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="md"
      data-testid="content-row"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {readOnly ? null : (
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                aria-label={t('editor.move', { item: title })}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
              >
                <IconGripVertical size={18} />
              </ActionIcon>
            )}
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          {readOnly ? null : (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('editor.moveUp')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('editor.moveUpItem', { item: title })}
                  disabled={index === 0}
                  onClick={() => {
                    onMove(index - 1);
                  }}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('editor.moveDown')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('editor.moveDownItem', { item: title })}
                  disabled={index === count - 1}
                  onClick={() => {
                    onMove(index + 1);
                  }}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('editor.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.removeItem', { item: title })}
                  onClick={onRemove}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Rows of a list tab (details, key characteristics, contacts) as cards sortable by drag and drop (handle, or keyboard:
 * Space, arrows, Space) and by the up and down buttons; removing a row is undone by discarding the form.
 */
export function SortableCards<T>({
  items,
  onChange,
  title,
  readOnly = false,
  children,
}: {
  items: readonly Keyed<T>[];
  onChange: (items: Keyed<T>[]) => void;
  title: (item: T, index: number) => string;
  readOnly?: boolean;
  children: (item: T, index: number, update: (value: T) => void) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    onChange(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      items.findIndex((i) => i.key === active.id),
      items.findIndex((i) => i.key === over.id),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((i) => i.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="sm">
          {items.map((item, index) => (
            <SortableCard
              key={item.key}
              id={item.key}
              index={index}
              count={items.length}
              title={title(item.value, index)}
              readOnly={readOnly}
              onMove={(to) => {
                move(index, to);
              }}
              onRemove={() => {
                onChange(items.filter((i) => i.key !== item.key));
              }}
            >
              {children(item.value, index, (value) => {
                onChange(items.map((i) => (i.key === item.key ? { key: i.key, value } : i)));
              })}
            </SortableCard>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
