import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DndContextProps,
  type DragEndEvent,
  type useDraggable,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The sensors of every reorderable list: a pointer drag that starts after 4 px (so a click on a button inside an item
 * stays a click) and the keyboard (space to lift, arrows to move, space to drop).
 */
export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * A vertical list reordered by drag and drop or the keyboard: `onReorder` gets the ids in their new order (and the
 * indexes moved from and to) once an item is dropped on another place. The items inside call `useSortable` with
 * their id; `accessibility` replaces dnd-kit's default screen reader announcements.
 */
export function SortableList({
  ids,
  onReorder,
  accessibility,
  children,
}: {
  ids: readonly string[];
  onReorder: (next: string[], from: number, to: number) => void;
  accessibility?: DndContextProps['accessibility'];
  children: ReactNode;
}) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    onReorder(arrayMove([...ids], from, to), from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The grip an item is dragged by (or lifted with the keyboard): `label` names the item for screen readers; a
 * `disabled` list shows it as such. `touchAction: none` keeps a touch drag from scrolling the page.
 */
export function DragHandle({
  attributes,
  listeners,
  activatorRef,
  label,
  size = 18,
  disabled = false,
  testId,
}: Pick<ReturnType<typeof useDraggable>, 'attributes' | 'listeners'> & {
  /** The sortable's `setActivatorNodeRef`, so the keyboard focus comes back to the handle after a drop. */
  activatorRef?: ReturnType<typeof useDraggable>['setActivatorNodeRef'];
  label: string;
  size?: number;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <ActionIcon
      ref={activatorRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
      data-testid={testId}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={size} />
    </ActionIcon>
  );
}
