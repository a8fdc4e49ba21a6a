import { Anchor, Box, Group, Text, ThemeIcon } from '@mantine/core';
import type { EmbedRefusal } from '@portal/domain';
import { IconLock, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useEmbedFrame } from '../hooks/use-embed-frame';
import { useLocalePath } from '../lib/locale-path';
import { tenant } from '../lib/tenant';

/**
 * Where the notice's link leads on the portal: the step the visitor needs, coming back to the product afterwards
 * (`to` adds the language prefix; the follow-up paths carry it too, as the guard's own redirects do).
 */
function noticeTarget(
  refusal: EmbedRefusal,
  productId: string | undefined,
  to: (path: string) => string,
): string {
  const product = productId ? to(paths.product.overview(productId)) : null;
  if (refusal === 'notFound' || !product) return to(paths.home());
  if (refusal === 'signInRequired') return to(paths.auth.login(product));
  if (refusal === 'investorProfileRequired') return to(paths.investorProfile(product));
  return product;
}

/**
 * What an embeddable page shows where the portal refuses it (docs/embeds.md "Access"): one compact line and a link
 * that opens the portal in a new tab (sign-in, investor profile, the product), never the portal's own pages inside
 * the partner's frame.
 */
export function EmbedNotice({
  refusal,
  productId,
}: {
  refusal: EmbedRefusal;
  productId?: string | undefined;
}) {
  const { t } = useTranslation('embeds');
  const { ref } = useEmbedFrame();
  const to = useLocalePath();
  const href = noticeTarget(refusal, productId, to);
  const locked = refusal === 'signInRequired' || refusal === 'forbidden' || refusal === 'twoFactorRequired';
  return (
    <Box ref={ref} p="xs" data-testid="embed-notice" data-refusal={refusal}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size="md" color={locked ? undefined : 'gray'}>
          {locked ? <IconLock size={16} /> : <IconInfoCircle size={16} />}
        </ThemeIcon>
        <Box>
          <Text size="sm">{t(`notice.${refusal}.body`, { org: tenant.orgName })}</Text>
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            {t(`notice.${refusal}.action`, { org: tenant.orgName })}
          </Anchor>
        </Box>
      </Group>
    </Box>
  );
}
