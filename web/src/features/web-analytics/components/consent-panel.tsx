import { Affix, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WebAnalyticsDecision } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant } from '../../../lib/tenant';
import { setAnalyticsConsent } from '../../../lib/web-analytics';
import { setAnalyticsSettingsOpen, useAnalyticsSettingsOpen } from '../settings-open';

/**
 * The consent question, at the bottom of the page and not blocking it (a visitor may read on without answering:
 * nothing is sent then). Declining is as easy as accepting: two equal buttons. Opened again from the footer it also
 * says what the visitor answered; a browser that sends a privacy signal is told why analytics stay off.
 */
export function AnalyticsConsentPanel({ decision }: { decision: WebAnalyticsDecision }) {
  const { t } = useTranslation('webAnalytics');
  const to = useLocalePath();
  const settingsOpen = useAnalyticsSettingsOpen();
  const privacy = tenant.customPrivacyPolicyPath;
  const policyHref =
    privacy !== undefined && /^https?:\/\//.test(privacy)
      ? privacy
      : to(privacy ?? paths.compliance.privacyPolicy());
  const answer = (choice: 'granted' | 'denied') => {
    setAnalyticsConsent(choice);
    setAnalyticsSettingsOpen(false);
  };
  const status =
    decision.state === 'send'
      ? t('settings.granted')
      : decision.state === 'refused'
        ? t(decision.reason === 'privacySignal' ? 'settings.privacySignal' : 'settings.denied')
        : null;
  const canAnswer = !(decision.state === 'refused' && decision.reason === 'privacySignal');
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={250}>
      <Paper
        component="section"
        aria-label={t('banner.label')}
        data-testid="analytics-consent"
        shadow="md"
        withBorder
        p="md"
        maw={720}
        mx="auto"
      >
        <Stack gap="xs">
          <Text fw={600}>{t('banner.label')}</Text>
          <Text size="sm">{t('banner.text', { orgName: tenant.orgName })}</Text>
          {settingsOpen && status ? (
            <Text size="sm" fw={500}>
              {status}
            </Text>
          ) : null}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Anchor href={policyHref} target="_blank" rel="noopener noreferrer" size="sm">
              {t('banner.privacyPolicy')}
            </Anchor>
            <Group gap="sm">
              {canAnswer ? (
                <>
                  <Button
                    variant="default"
                    onClick={() => {
                      answer('denied');
                    }}
                  >
                    {t('banner.decline')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => {
                      answer('granted');
                    }}
                  >
                    {t('banner.accept')}
                  </Button>
                </>
              ) : null}
              {settingsOpen ? (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setAnalyticsSettingsOpen(false);
                  }}
                >
                  {t('banner.close')}
                </Button>
              ) : null}
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}

/** Opens the panel again, to give, change or withdraw the answer. */
export function AnalyticsSettingsLink() {
  const { t } = useTranslation('webAnalytics');
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      c="dimmed"
      onClick={() => {
        setAnalyticsSettingsOpen(true);
      }}
    >
      {t('settings.link')}
    </Anchor>
  );
}
