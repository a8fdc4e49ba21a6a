import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One part of the comparison (a chart, a table): a region named by its heading, so screen-reader users can jump
 * between the parts, with a short note on how to read it under the heading.
 */
export function ComparisonSection({
  title,
  note,
  children,
  testId,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {note ? (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
