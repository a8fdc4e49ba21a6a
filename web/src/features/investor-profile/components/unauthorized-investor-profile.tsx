import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { safeAppPath } from '@portal/domain';
import { IconHome, IconUserCog, IconShieldX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { paths } from '../../../config/paths';
import { useEffectiveInvestorProfile } from '../../../lib/investor-profile';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { useCountryName } from '../../../hooks/use-countries';

/**
 * `/unauthorized-investor-profile?productId&unauthorizedPath` (seed 000 §2, §4 step 9): the product is not offered to
 * the chosen investor type and country. "Modify investor profile" leads to the profile page, which comes back to the
 * refused page; Back to Home as on every error page.
 */
export function UnauthorizedInvestorProfile({ productName }: { productName: string | undefined }) {
  const { t } = useTranslation('compliance');
  const to = useLocalePath();
  const [params] = useSearchParams();
  const countryName = useCountryName();
  const { status, profile } = useEffectiveInvestorProfile();
  const back = safeAppPath(params.get('unauthorizedPath'));
  const product = productName ?? params.get('productId') ?? '';
  useDocumentTitle(`${t('unauthorizedInvestorProfile.title')} · ${tenant.orgName}`);
  if (status === 'loading') return <CenteredLoader minHeight="60vh" />;
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
          <IconShieldX size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('unauthorizedInvestorProfile.title')}
        </Title>
        <Text c="dimmed" data-testid="unauthorized-reason">
          {profile
            ? t('unauthorizedInvestorProfile.body', {
                product,
                investors: t(`investorProfile.types.${profile.type}.plural`),
                country: countryName(profile.country),
              })
            : t('unauthorizedInvestorProfile.bodyNoProfile', { product })}
        </Text>
        <Text c="dimmed">{t('unauthorizedInvestorProfile.hint')}</Text>
        <Group justify="center" mt="sm">
          <Button
            component={Link}
            to={to(paths.investorProfile(back))}
            leftSection={<IconUserCog size={18} />}
          >
            {t('unauthorizedInvestorProfile.modify')}
          </Button>
          <Button
            component={Link}
            to={to(paths.home())}
            variant="default"
            leftSection={<IconHome size={18} />}
          >
            {t('unauthorizedInvestorProfile.backToHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
