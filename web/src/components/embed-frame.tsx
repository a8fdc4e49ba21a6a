import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbedFrame } from '../hooks/use-embed-frame';
import { formatDate } from '../lib/format';
import { tenant } from '../lib/tenant';

/**
 * The bare page of an embeddable view (docs/embeds.md): no header, navigation or footer, as wide as the partner's
 * iframe and as high as its content, on a white (or, on request, transparent) background, in the tenant's theme.
 * Under the content a source line links to the portal's page of the product, in a new tab (never inside the frame).
 */
export function EmbedFrame({
  title,
  sourceHref,
  dataAsOf,
  children,
  page,
}: {
  title: string;
  /** The portal page the source line links to (the product's overview). */
  sourceHref: string;
  /** Last date of the data shown, `YYYY-MM-DD`; `null` while unknown. */
  dataAsOf: string | null;
  children: ReactNode;
  /** Which embed this is (`data-embed`), for the partner's styling and the tests. */
  page: string;
}) {
  const { t, i18n } = useTranslation('embeds');
  const { options, ref } = useEmbedFrame();
  useDocumentTitle(`${title} · ${tenant.orgName}`);
  const asOf = formatDate(dataAsOf, i18n.language);
  return (
    <Box ref={ref} p="xs" data-embed={page} data-testid="embed">
      <Stack gap="xs">
        {options.showTitle ? (
          <Text component="h1" fw={600} size="sm" m={0} lineClamp={2}>
            {title}
          </Text>
        ) : null}
        {children}
        <Group gap={4} wrap="wrap" data-testid="embed-source">
          <Anchor href={sourceHref} target="_blank" rel="noopener noreferrer" size="xs">
            {t('source', { org: tenant.orgName })}
          </Anchor>
          {asOf ? (
            <Text span size="xs" c="dimmed">
              · {t('asOf', { date: asOf })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Box>
  );
}
