import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { consentsToRenew, currentLegalVersions, languageSchema, type LegalDocument } from '@portal/domain';
import { signOut } from 'firebase/auth';
import { writeBatch } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useFirestore } from '../../lib/firebase-hooks';
import { FormFailureAlert } from '../../components/form-failure-alert';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/format';
import { addConsents, useAcceptedConsents } from '../../lib/consent-store';
import { useLocalePath } from '../../lib/locale-path';
import { logger } from '../../lib/logger';
import { useSession } from '../../lib/session';
import { tenant } from '../../lib/tenant';
import { tenantRuntime } from '../../config/tenant-runtime';

const VERSIONS = currentLegalVersions(tenantRuntime.tenantId);

/** Where each legal text is read: the tenant's own privacy policy when it has one (seed 001 §3, BCF). */
function useLegalHref(): (document: LegalDocument) => string {
  const to = useLocalePath();
  const privacy = tenant.customPrivacyPolicyPath;
  return (document) => {
    if (document === 'terms') return to(paths.compliance.termsOfUse());
    if (privacy !== undefined && /^https?:\/\//.test(privacy)) return privacy;
    return to(privacy ?? paths.compliance.privacyPolicy());
  };
}

/**
 * Blocks the app for a signed-in user whose accepted terms or privacy policy are older than the current version
 * (`consentsToRenew`, docs/privacy.md) until they accept again (a new append-only consent record) or sign out.
 */
export function ConsentGate() {
  const { t, i18n } = useTranslation('settings');
  const db = useFirestore();
  const auth = useAuth();
  const session = useSession();
  const href = useLegalHref();
  const uid = session.user?.uid;
  const records = useAcceptedConsents(uid);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Not blocking on a read failure: the server side never relies on this dialog.
    if (records.status === 'error')
      logger.error('Reading the consent records failed', { error: records.error });
  }, [records]);

  const missing = uid && records.status === 'success' ? consentsToRenew(records.data, VERSIONS) : [];
  if (!uid || missing.length === 0) return null;

  const accept = async () => {
    setSaving(true);
    setFailed(false);
    try {
      const batch = writeBatch(db);
      addConsents(batch, db, uid, {
        versions: VERSIONS,
        documents: missing,
        language: languageSchema.catch('en').parse(i18n.language),
        how: 'reconsent',
      });
      await batch.commit();
    } catch (error) {
      logger.error('Recording the consent failed', { error });
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('consent.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('consent.intro')}</Text>
        <List size="sm">
          {missing.map((document) => (
            <List.Item key={document}>
              <Anchor href={href(document)} target="_blank" rel="noopener noreferrer">
                {t(`consent.documents.${document}`, {
                  date: formatDate(VERSIONS[document], i18n.language, 'long'),
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
        {failed ? <FormFailureAlert message={t('consent.failed')} contact /> : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              void signOut(auth);
            }}
          >
            {t('consent.signOut')}
          </Button>
          <Button loading={saving} onClick={() => void accept()}>
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
