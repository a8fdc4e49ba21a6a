import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * The red bin of a table row that deletes it (the caller asks for confirmation). `label` names what goes, for screen
 * readers and, with `tooltip`, on hover too.
 */
export function DeleteIconButton({
  label,
  onClick,
  tooltip = false,
}: {
  label: string;
  onClick: () => void;
  tooltip?: boolean;
}) {
  const button = (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} />
    </ActionIcon>
  );
  return tooltip ? <Tooltip label={label}>{button}</Tooltip> : button;
}
