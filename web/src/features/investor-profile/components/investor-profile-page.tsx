import { Alert, Button, Group, Paper, Radio, Select, Skeleton, Stack, Text } from '@mantine/core';
import {
  DEFAULT_COUNTRY,
  INVESTOR_TYPES,
  isCountryCode,
  safeAppPath,
  type CountryCode,
  type InvestorType,
} from '@portal/domain';
import { IconAlertTriangle, IconInfoCircle, IconWorld } from '@tabler/icons-react';
import { memo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { useEffectiveInvestorProfile } from '../../../lib/investor-profile';
import { useLocalePath } from '../../../lib/locale-path';
import { tenant, tenantAsset } from '../../../lib/tenant';
import { saveInvestorProfile } from '../api/save-investor-profile';
import { useCountryOptions } from '../../../hooks/use-countries';
import { logger } from '../../../lib/logger';

export interface InvestorProfilePageProps {
  /** The compliance disclaimer of the UI language (platform settings); `undefined` while it loads. */
  disclaimer: string | undefined;
  loadingDisclaimer: boolean;
  /** The compliance "show logo" flag of the UI language: the tenant's logo heads the form. */
  showLogo?: boolean;
}

/**
 * `/investor-profile` (seed 000 §2 "Compliance"): investor type × country of domicile (country list of seed 001 §9,
 * CH by default), the platform's disclaimer, saved on the user record or in browser storage, then back to the page
 * in the `redirect` query (an app path) or home.
 */
export const InvestorProfilePage = memo(function InvestorProfilePage({
  disclaimer,
  loadingDisclaimer,
  showLogo = false,
}: InvestorProfilePageProps) {
  const { t } = useTranslation('compliance');
  const current = useEffectiveInvestorProfile();
  if (current.status === 'loading') {
    return (
      <PageContainer title={t('investorProfile.title')} size="sm">
        <Skeleton h={320} radius="md" />
      </PageContainer>
    );
  }
  return (
    <InvestorProfileForm
      // A profile arriving later (the record's binding) restarts the form from it.
      key={`${current.profile?.type ?? ''}|${current.profile?.country ?? ''}`}
      initialType={current.profile?.type ?? null}
      initialCountry={current.profile?.country ?? DEFAULT_COUNTRY}
      saveTo={current.saveTo}
      disclaimer={disclaimer}
      loadingDisclaimer={loadingDisclaimer}
      showLogo={showLogo}
    />
  );
});

function InvestorProfileForm({
  initialType,
  initialCountry,
  saveTo,
  disclaimer,
  loadingDisclaimer,
  showLogo,
}: InvestorProfilePageProps & {
  initialType: InvestorType | null;
  initialCountry: CountryCode;
  saveTo: ReturnType<typeof useEffectiveInvestorProfile>['saveTo'];
}) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const countries = useCountryOptions();
  const [type, setType] = useState<InvestorType | null>(initialType);
  const [country, setCountry] = useState<CountryCode | null>(initialCountry);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!type || !country) return;
    setSaving(true);
    setFailed(false);
    saveInvestorProfile(saveTo, { type, country }).then(
      () => {
        void navigate(safeAppPath(params.get('redirect')) ?? to(paths.home()), { replace: true });
      },
      (error: unknown) => {
        logger.error('Saving the investor profile failed', { error });
        setSaving(false);
        setFailed(true);
      },
    );
  };

  const text = disclaimer?.trim() ? disclaimer : t('investorProfile.defaultDisclaimer');
  return (
    <PageContainer title={t('investorProfile.title')} size="sm">
      <Text c="dimmed">{t('investorProfile.intro')}</Text>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="form"
        onSubmit={onSubmit}
        noValidate
      >
        <Stack gap="lg">
          {showLogo ? (
            <img
              src={tenantAsset(tenant.logo)}
              alt={tenant.orgName}
              height={40}
              data-testid="investor-profile-logo"
              style={{ display: 'block', maxWidth: 200, alignSelf: 'center' }}
            />
          ) : null}
          <Radio.Group
            label={t('investorProfile.typeLabel')}
            value={type}
            onChange={(value) => {
              setType(INVESTOR_TYPES.find((x) => x === value) ?? null);
            }}
            error={submitted && !type ? t('investorProfile.required.type') : undefined}
            withAsterisk
          >
            <Stack gap="sm" mt="xs">
              {INVESTOR_TYPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`investorProfile.types.${value}.label`)}
                  description={t(`investorProfile.types.${value}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Select
            label={t('investorProfile.countryLabel')}
            placeholder={t('investorProfile.countryPlaceholder')}
            nothingFoundMessage={t('investorProfile.noCountry')}
            data={countries}
            value={country}
            onChange={(value) => {
              setCountry(value !== null && isCountryCode(value) ? value : null);
            }}
            searchable
            allowDeselect={false}
            leftSection={<IconWorld size={16} />}
            error={submitted && !country ? t('investorProfile.required.country') : undefined}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Alert
            variant="light"
            color="gray"
            icon={<IconInfoCircle size={18} />}
            title={t('investorProfile.disclaimerTitle')}
            aria-busy={loadingDisclaimer}
          >
            {loadingDisclaimer ? (
              <Skeleton h={48} />
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="investor-profile-disclaimer">
                {text}
              </Text>
            )}
          </Alert>
          {failed ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {t('investorProfile.saveError')}
            </Alert>
          ) : null}
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              {saveTo.kind === 'record'
                ? t('investorProfile.savedToAccount')
                : t('investorProfile.savedInBrowser')}
            </Text>
            <Button type="submit" loading={saving}>
              {t('investorProfile.confirm')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
