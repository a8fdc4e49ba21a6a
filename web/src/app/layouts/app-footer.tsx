import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { AnalyticsSettingsFooterLink } from '../../features/web-analytics';
import { currentYear } from '../../lib/format';
import { useLocalePath } from '../../lib/locale-path';
import { tenant } from '../../lib/tenant';

/** Footer (seed 000 §2): ombudsman, privacy policy (possibly the tenant's own), terms of use, copyright. */
export function AppFooter() {
  const { t } = useTranslation('nav');
  const to = useLocalePath();
  const privacy = tenant.customPrivacyPolicyPath;
  const privacyExternal = privacy !== undefined && /^https?:\/\//.test(privacy);
  return (
    <Box
      component="footer"
      mt="auto"
      py="lg"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="lg" wrap="wrap" component="nav" aria-label={t('footer')}>
            <Anchor component={Link} to={to(paths.compliance.ombudsman())} size="sm" c="dimmed">
              {t('ombudsman')}
            </Anchor>
            {privacyExternal ? (
              <Anchor href={privacy} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
                {t('privacyPolicy')}
              </Anchor>
            ) : (
              <Anchor
                component={Link}
                to={to(privacy ?? paths.compliance.privacyPolicy())}
                size="sm"
                c="dimmed"
              >
                {t('privacyPolicy')}
              </Anchor>
            )}
            <Anchor component={Link} to={to(paths.compliance.termsOfUse())} size="sm" c="dimmed">
              {t('termsOfUse')}
            </Anchor>
            <AnalyticsSettingsFooterLink />
          </Group>
          {tenant.hideCopyrightFooter ? null : (
            <Text size="sm" c="dimmed">
              {t('copyright', { year: currentYear(), orgName: tenant.orgName })}
            </Text>
          )}
        </Group>
      </Container>
    </Box>
  );
}
