import { Anchor, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { TERMS, type TermSlug } from '../terms';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** `/help/knowledge-base/terms/<term>`: one statistic explained, with the formula of docs/METRICS.md. */
export function KnowledgeBaseTerm({ slug }: { slug: TermSlug }) {
  const { t } = useTranslation('knowledgeBase');
  const to = useLocalePath();
  const term = TERMS[slug];
  return (
    <PageContainer title={t(`terms.${slug}.title`)} size="md">
      <Anchor component={Link} to={to(paths.help.knowledgeBase())} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('term.back')}
        </Group>
      </Anchor>
      <Text size="lg">{t(`terms.${slug}.summary`)}</Text>
      <Section title={t('term.formula')}>
        <Code block data-testid="kb-formula" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {term.formula.join('\n')}
        </Code>
        <Text size="sm" fw={500}>
          {t('term.where')}
        </Text>
        <List size="sm" spacing={4}>
          {term.symbols.map((s) => (
            <List.Item key={s}>{t(`symbols.${s}`)}</List.Item>
          ))}
        </List>
      </Section>
      <Section title={t('term.howToRead')}>
        <Text>{t(`terms.${slug}.reading`)}</Text>
      </Section>
      <Section title={t('term.conventions')}>
        <List size="sm" spacing={4}>
          {term.conventions.map((c) => (
            <List.Item key={c}>{t(`conventions.${c}`)}</List.Item>
          ))}
        </List>
      </Section>
      <Paper withBorder p="md" radius="md">
        <Section title={t('term.related')}>
          <Group gap="lg" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
            {term.related.map((r) => (
              <Anchor key={r} component={Link} to={to(paths.help.knowledgeBaseTerm(r))}>
                {t(`terms.${r}.title`)}
              </Anchor>
            ))}
          </Group>
        </Section>
      </Paper>
    </PageContainer>
  );
}

/** Unknown slugs (old links, typos) go to the 404 page rather than an empty article. */
export function KnowledgeBaseTermNotFound() {
  const to = useLocalePath();
  return <Navigate replace to={to(paths.errors.notFound())} />;
}
