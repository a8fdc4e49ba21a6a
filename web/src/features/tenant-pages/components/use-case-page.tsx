import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import type { TenantPageProps } from './tenant-page-props';

/** The texts of each use case (`tenantPages` namespace): what the page is about, and how to read it. */
type UseCaseTexts = 'alpinum' | 'alvola' | 'largestDrawdowns';

/**
 * A use-case page (seed 000 §9 "Use-case example"): the product's story since its launch. Its own texts frame the
 * analysis the app hands it (`analysis`: the product's cumulative return and largest drawdowns since launch, from
 * the analysis feature), and a link leads to the product.
 */
function UseCasePage({ texts, title, productId, analysis }: TenantPageProps & { texts: UseCaseTexts }) {
  const { t } = useTranslation('tenantPages');
  const to = useLocalePath();
  return (
    <PageContainer title={title} size="lg">
      <Stack gap="lg" data-testid="use-case" data-use-case={texts}>
        <Text maw={760}>{t(`${texts}.intro`)}</Text>
        {analysis}
        <Text size="sm" c="dimmed" maw={760}>
          {t(`${texts}.reading`)}
        </Text>
        <Button
          component={Link}
          to={to(paths.product.overview(productId))}
          rightSection={<IconArrowRight size={16} />}
          w="fit-content"
        >
          {t('openProduct')}
        </Button>
      </Stack>
    </PageContainer>
  );
}

/** Demo AM's "Use cases → Alpinum" and Alpinum's own use-case page. */
export function AlpinumUseCase(props: TenantPageProps) {
  return <UseCasePage texts="alpinum" {...props} />;
}

/** Alquant's Alvola: its launch on 2 Jun 2021 and how it came through its worst periods since. */
export function AlvolaLaunch(props: TenantPageProps) {
  return <UseCasePage texts="alvola" {...props} />;
}

/** Any product: since its launch and its largest drawdowns. */
export function LargestDrawdowns(props: TenantPageProps) {
  return <UseCasePage texts="largestDrawdowns" {...props} />;
}
