import { Alert, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanAccessRestrictions, INVESTOR_TYPES, type ProductConfig } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from 'reactfire';
import { useCountryOptions } from '../../../../hooks/use-countries';
import { logger } from '../../../../lib/logger';
import { useSession } from '../../../../lib/session';
import { saveProductContent } from '../../api/save-product-content';
import { SaveBar } from './editor-parts';
import { writeErrorKey } from './use-content-labels';

type InvestorType = (typeof INVESTOR_TYPES)[number];
type Selection = Record<InvestorType, string[]>;

const selectionOf = (product: ProductConfig): Selection =>
  Object.fromEntries(
    INVESTOR_TYPES.map((type) => [type, [...(product.accessRestrictions[`${type}Countries`] ?? [])]]),
  ) as Selection;

/**
 * Admin → Products → Access restrictions (seed 000 §5 "Access by country"): per investor type, the countries whose
 * investors may see the product; none chosen = open to every country. Access is for admins and superAdmins; a
 * product admin sees the settings read-only (seed 000 §6, firestore.rules `productAdminEditable`).
 */
export function AccessRestrictionsTab({ product }: { product: ProductConfig }) {
  const { t } = useTranslation('productContent');
  const db = useFirestore();
  const session = useSession();
  const countries = useCountryOptions();
  const [selection, setSelection] = useState<Selection>(() => selectionOf(product));
  const [saving, setSaving] = useState(false);
  const readOnly = !session.isAdmin;
  const stored = JSON.stringify(cleanAccessRestrictions(selectionOf(product)));
  const dirty = JSON.stringify(cleanAccessRestrictions(selection)) !== stored;

  const save = () => {
    setSaving(true);
    saveProductContent(db, product.productId, {
      accessRestrictions: cleanAccessRestrictions(selection),
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
      {INVESTOR_TYPES.map((type) => (
        <MultiSelect
          key={type}
          label={t(`access.types.${type}`)}
          description={
            selection[type].length === 0
              ? t('access.open')
              : t('access.restricted', { count: selection[type].length })
          }
          placeholder={selection[type].length === 0 ? t('access.allCountries') : undefined}
          data={countries}
          value={selection[type]}
          searchable
          clearable={!readOnly}
          clearButtonProps={{
            'aria-hidden': false,
            'aria-label': t('access.clear', { type: t(`access.types.${type}`) }),
          }}
          readOnly={readOnly}
          onChange={(value) => {
            setSelection({ ...selection, [type]: value });
          }}
          data-testid={`access-${type}`}
        />
      ))}
      <SaveBar
        readOnly={readOnly}
        dirty={dirty}
        saving={saving}
        onSave={save}
        onReset={() => {
          setSelection(selectionOf(product));
        }}
      />
    </Stack>
  );
}
