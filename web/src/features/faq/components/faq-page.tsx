import { Accordion, Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import type { FaqEntry } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useHelpContent } from '../../../lib/help-content';
import { useLocalePath } from '../../../lib/locale-path';
import { localized, tenant } from '../../../lib/tenant';

/** The "more questions" entry (seed 001 §9: Alquant's FAQ has entries 1-3 and 999): it leads to the contact form. */
const MORE_QUESTIONS_ID = 999;

const anchorOf = (id: number) => `faq-${String(id)}`;

/** Answers are plain text; a blank line starts a new paragraph. */
function Answer({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .map((p, i) => (
          <Text key={i} size="sm" style={{ whiteSpace: 'pre-line' }}>
            {p}
          </Text>
        ))}
    </Stack>
  );
}

/**
 * `/help/faq` (seed 000 §2, seed 001 §9): the tenant's questions and answers in the reader's language, in the order
 * of their numbers; an entry opens from its link (`#faq-2`), a search filters questions and answers, and the
 * "more questions" entry links to the contact form where the tenant has one.
 */
export function FaqPage() {
  const { t, i18n } = useTranslation('faq');
  const lang = i18n.language;
  const help = useHelpContent();
  const to = useLocalePath();
  const { hash } = useLocation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>(() => (hash.startsWith('#faq-') ? [hash.slice(1)] : []));
  // A link to another entry of this page (`#faq-3`) opens it too (state adjusted while rendering, not in an effect).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const id = hash.slice(1);
    if (hash.startsWith('#faq-') && !open.includes(id)) setOpen([...open, id]);
  }

  const entries = useMemo(() => {
    const q = search.trim().toLocaleLowerCase(lang);
    return [...(help.data?.faq ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((e) => ({ e, question: localized(e.question, lang), answer: localized(e.answer, lang) }))
      .filter(
        ({ question, answer }) => q === '' || `${question}\n${answer}`.toLocaleLowerCase(lang).includes(q),
      );
  }, [help.data, search, lang]);

  if (help.status === 'pending') return <CenteredLoader />;
  const item = ({ e, question, answer }: { e: FaqEntry; question: string; answer: string }) => (
    <Accordion.Item key={e.id} value={anchorOf(e.id)} id={anchorOf(e.id)} data-testid="faq-entry">
      <Accordion.Control>{question}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Answer text={answer} />
          {e.id === MORE_QUESTIONS_ID && tenant.help.contact ? (
            <Anchor component={Link} to={to(paths.help.contact())} size="sm">
              {t('toContact')}
            </Anchor>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );

  return (
    <PageContainer title={t('title')} size="md">
      <Text c="dimmed">{t('intro', { org: tenant.orgName })}</Text>
      {help.status === 'error' ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : (
        <>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('search')}
            aria-label={t('search')}
            value={search}
            onChange={(ev) => {
              setSearch(ev.currentTarget.value);
            }}
            maw={420}
          />
          {entries.length === 0 ? (
            <Text c="dimmed">{t('noMatch')}</Text>
          ) : (
            <Accordion multiple value={open} onChange={setOpen} variant="separated">
              {entries.map(item)}
            </Accordion>
          )}
        </>
      )}
    </PageContainer>
  );
}
