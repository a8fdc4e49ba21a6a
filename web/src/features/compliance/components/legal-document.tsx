import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

export interface LegalSection {
  id: string;
  title: string;
  body: string;
}

/** A legal text: date line, introduction and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated?: string;
  intro?: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <PageContainer title={title} size="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {updated ? (
            <Text size="sm" c="dimmed">
              {updated}
            </Text>
          ) : null}
          {intro ? <Text>{intro}</Text> : null}
          {sections.map((section, i) => (
            <Stack key={section.id} gap={6} component="section">
              <Title order={2} fz="lg">
                {i + 1}. {section.title}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{section.body}</Text>
            </Stack>
          ))}
          {children}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
