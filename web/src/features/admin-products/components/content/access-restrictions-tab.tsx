import { Alert, Input, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  accessRestrictionsFrom,
  countryAccessIssues,
  countryAccessOf,
  INVESTOR_TYPES,
  type CountryAccess,
  type CountryAccessByType,
  type ProductConfig,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from '../../../../lib/firebase-hooks';
import { useCountryOptions } from '../../../../hooks/use-countries';
import { logger } from '../../../../lib/logger';
import { useSession } from '../../../../lib/session';
import { saveProductContent } from '../../api/save-product-content';
import { SaveBar } from './editor-parts';
import { writeErrorKey } from './use-content-labels';

type InvestorType = (typeof INVESTOR_TYPES)[number];
type Mode = CountryAccess['mode'];
const MODES: readonly Mode[] = ['all', 'countries', 'none'];

/** The countries chosen so far for a type, kept while the editor switches between modes. */
const countriesOf = (a: CountryAccess): string[] => (a.mode === 'countries' ? [...a.countries] : []);

/**
 * Admin → Products → Access restrictions (seed 000 §5 "Access by country"): per investor type, every country, only
 * some countries, or not offered to that type at all (domain `CountryAccess`: stored as no list, the list, or an
 * empty list). Access is for admins and superAdmins; a product admin sees the settings read-only (seed 000 §6,
 * firestore.rules `productAdminEditable`).
 */
export function AccessRestrictionsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('productContent');
  const db = useFirestore();
  const session = useSession();
  const countries = useCountryOptions();
  const [access, setAccess] = useState<CountryAccessByType>(() =>
    countryAccessOf(product.accessRestrictions),
  );
  const [saving, setSaving] = useState(false);
  const [showIssues, setShowIssues] = useState(false);
  const readOnly = !session.isAdmin;
  const stored = JSON.stringify(accessRestrictionsFrom(countryAccessOf(product.accessRestrictions)));
  const dirty = JSON.stringify(accessRestrictionsFrom(access)) !== stored;
  const issues = countryAccessIssues(access);

  const set = (type: InvestorType, next: CountryAccess) => {
    setAccess({ ...access, [type]: next });
  };

  const save = () => {
    if (issues.length > 0) {
      setShowIssues(true);
      return;
    }
    setSaving(true);
    saveProductContent(db, product.productId, {
      accessRestrictions: accessRestrictionsFrom(access),
    }).then(
      () => {
        setSaving(false);
        notifications.show({ color: 'green', message: t('editor.saved') });
      },
      (error: unknown) => {
        setSaving(false);
        logger.warn('The access restrictions were not saved', { productId: product.productId, error });
        notifications.show({ color: 'red', title: t('editor.saveFailed'), message: t(writeErrorKey(error)) });
      },
    );
  };

  return (
    <Stack gap="lg" mt="md">
      <Text size="sm" c="dimmed">
        {t('access.intro')}
      </Text>
      {readOnly ? (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('access.adminsOnly')}
        </Alert>
      ) : null}
      {INVESTOR_TYPES.map((type) => {
        const a = access[type];
        const label = t(`access.types.${type}`);
        const missing = showIssues && issues.includes(type);
        return (
          <Stack key={type} gap={6} data-testid={`access-type-${type}`}>
            <Input.Label>{label}</Input.Label>
            <SegmentedControl
              value={a.mode}
              disabled={readOnly}
              aria-label={label}
              data={MODES.map((mode) => ({ value: mode, label: t(`access.modes.${mode}`) }))}
              onChange={(value) => {
                const mode = value;
                set(type, mode === 'countries' ? { mode, countries: countriesOf(a) } : { mode });
              }}
              style={{ alignSelf: 'flex-start' }}
            />
            {a.mode === 'countries' ? (
              <MultiSelect
                aria-label={t('access.countriesOf', { type: label })}
                description={t('access.restricted', { count: a.countries.length })}
                placeholder={a.countries.length === 0 ? t('access.pickCountries') : undefined}
                data={countries}
                value={[...a.countries]}
                searchable
                clearable={!readOnly}
                clearButtonProps={{ 'aria-hidden': false, 'aria-label': t('access.clear', { type: label }) }}
                readOnly={readOnly}
                error={missing ? t('access.noCountry') : undefined}
                onChange={(value) => {
                  set(type, { mode: 'countries', countries: value });
                }}
                data-testid={`access-${type}`}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t(a.mode === 'all' ? 'access.open' : 'access.notOffered')}
              </Text>
            )}
          </Stack>
        );
      })}
      <SaveBar
        readOnly={readOnly}
        dirty={dirty}
        saving={saving}
        onSave={save}
        onReset={() => {
          setAccess(countryAccessOf(product.accessRestrictions));
          setShowIssues(false);
        }}
      />
    </Stack>
  );
}
