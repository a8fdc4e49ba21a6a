import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { SearchInput } from '../../../components/search-input';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { searchable, TERM_SLUGS, type TermSlug } from '../terms';

interface TermCard {
  slug: TermSlug;
  title: string;
  summary: string;
  /** Title, summary and reading hints in the current language, folded for matching. */
  haystack: string;
}

/** `/help/knowledge-base`: every term as a card, alphabetical in the current language, filtered by a search box. */
export function KnowledgeBaseIndex() {
  const { t, i18n } = useTranslation('knowledgeBase');
  const to = useLocalePath();
  const [query, setQuery] = useState('');
  const lang = i18n.language;

  const cards = useMemo<TermCard[]>(
    () =>
      TERM_SLUGS.map((slug) => {
        const title = t(`terms.${slug}.title`);
        const summary = t(`terms.${slug}.summary`);
        const reading = t(`terms.${slug}.reading`);
        return { slug, title, summary, haystack: searchable(`${slug} ${title} ${summary} ${reading}`) };
      }).sort((a, b) => a.title.localeCompare(b.title, lang)),
    // `t` changes identity with the language; `lang` keeps the collation in step.
    [t, lang],
  );

  const words = searchable(query).split(/\s+/).filter(Boolean);
  const shown = words.length ? cards.filter((c) => words.every((w) => c.haystack.includes(w))) : cards;

  return (
    <PageContainer title={t('index.title')}>
      <Text c="dimmed">{t('index.intro')}</Text>
      {/* For a tenant's developers: the same statistics as the API answers them (issue 25). */}
      <Anchor component={Link} to={to(paths.help.developers())} size="sm" w="fit-content">
        {t('index.apiLink')}
      </Anchor>
      <Stack gap="xs">
        <SearchInput
          label={t('index.searchLabel')}
          clearLabel={t('index.clearSearch')}
          placeholder={t('index.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          maw={480}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {shown.length ? t('index.count', { count: shown.length }) : t('index.noResults', { query })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((c) => (
          <Card key={c.slug} withBorder padding="lg" radius="md">
            <Stack gap="xs">
              <Anchor component={Link} to={to(paths.help.knowledgeBaseTerm(c.slug))} fw={600} fz="lg">
                {c.title}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={4}>
                {c.summary}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
