import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DragHandle, SortableList } from '../../../../components/sortable-list';
import { useTranslation } from 'react-i18next';

export interface Keyed<T> {
  /** A stable key for React and the drag and drop (not stored). */
  key: string;
  value: T;
}

let nextKey = 0;
export const keyed = <T,>(value: T): Keyed<T> => ({ key: `row-${String(++nextKey)}`, value });

/** A button of a card's toolbar: a short tooltip, a label naming the card for screen readers. */
function CardAction({
  tooltip,
  label,
  icon,
  color = 'gray',
  disabled,
  onClick,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

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
              <DragHandle
                attributes={attributes}
                listeners={listeners}
                activatorRef={setActivatorNodeRef}
                label={t('editor.move', { item: title })}
              />
            )}
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          {readOnly ? null : (
            <Group gap={4} wrap="nowrap">
              <CardAction
                tooltip={t('editor.moveUp')}
                label={t('editor.moveUpItem', { item: title })}
                icon={<IconArrowUp size={16} />}
                disabled={index === 0}
                onClick={() => {
                  onMove(index - 1);
                }}
              />
              <CardAction
                tooltip={t('editor.moveDown')}
                label={t('editor.moveDownItem', { item: title })}
                icon={<IconArrowDown size={16} />}
                disabled={index === count - 1}
                onClick={() => {
                  onMove(index + 1);
                }}
              />
              <CardAction
                tooltip={t('editor.remove')}
                label={t('editor.removeItem', { item: title })}
                icon={<IconTrash size={16} />}
                color="red"
                onClick={onRemove}
              />
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
  const move = (from: number, to: number) => {
    onChange(arrayMove([...items], from, to));
  };
  return (
    <SortableList
      ids={items.map((i) => i.key)}
      onReorder={(_, from, to) => {
        move(from, to);
      }}
    >
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
    </SortableList>
  );
}
