import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A notice that says what happened and offers the one thing to do about it (retry, sign in): the message, then the
 * action below it, left-aligned.
 */
export function ActionAlert({
  color,
  icon,
  title,
  message,
  action,
  testId,
  gap = 'sm',
}: {
  color: string;
  icon: ReactNode;
  title?: string;
  message: ReactNode;
  action?: ReactNode;
  testId?: string;
  gap?: 'xs' | 'sm';
}) {
  return (
    <Alert color={color} icon={icon} title={title} data-testid={testId}>
      <Stack gap={gap} align="flex-start">
        <Text size="sm">{message}</Text>
        {action}
      </Stack>
    </Alert>
  );
}
