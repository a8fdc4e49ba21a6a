import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useLocalePath } from '../lib/locale-path';
import { tenant } from '../lib/tenant';

/**
 * "Please use the contact form" (seed 000 §8: generic failures, profile update and password change failures): a link
 * to the contact page when the tenant has one, else its contact e-mail address.
 */
export function ContactHint() {
  const { t } = useTranslation('account');
  const to = useLocalePath();
  if (tenant.help.contact) {
    return (
      <Text size="sm">
        {t('contact.before')}{' '}
        <Anchor component={Link} to={to(paths.help.contact())}>
          {t('contact.form')}
        </Anchor>
        .
      </Text>
    );
  }
  if (tenant.contactEmail) {
    return (
      <Text size="sm">
        {t('contact.before')} <Anchor href={`mailto:${tenant.contactEmail}`}>{tenant.contactEmail}</Anchor>.
      </Text>
    );
  }
  return null;
}
