import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tenant, tenantAsset } from '../../../lib/tenant';
import classes from './home-hero.module.css';

/**
 * Hero of the home page: the tenant's background image under a darkening (or lightening) veil of the configured
 * ratio, so the org name stays legible on any photo.
 */
export function HomeHero() {
  const { t } = useTranslation('home');
  const background = tenant.backgroundImage;
  const tone = background?.darkening.mode ?? 'dark';
  const ratio = background?.darkening.ratio ?? 0;
  const veil = tone === 'dark' ? `rgba(0, 0, 0, ${ratio})` : `rgba(255, 255, 255, ${ratio})`;
  const style = background
    ? { backgroundImage: `linear-gradient(${veil}, ${veil}), url("${tenantAsset(background.src)}")` }
    : { backgroundColor: 'var(--mantine-primary-color-filled)' };
  const light = !background || tone === 'dark';
  return (
    <Box component="section" className={classes.hero} style={style} data-tone={light ? 'dark' : 'light'}>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap="md" maw={720}>
          <Title order={1} className={classes.title}>
            {tenant.orgName}
          </Title>
          <Text size="lg" className={classes.intro}>
            {t('hero.intro', { orgName: tenant.orgName })}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
