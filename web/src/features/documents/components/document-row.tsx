import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReaderDocument } from '@portal/domain';
import { IconDownload, IconFileText, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { downloadDocument } from '../../../lib/download-document';
import { formatDay, formatFileSize } from '../../../lib/format-document';
import { useLocalePath } from '../../../lib/locale-path';
import { logger } from '../../../lib/logger';
import { fileTypeLabel } from '../utils/group-documents';

/**
 * One document of the reader's list: name, kind and size, day of publication, and its download. A guest sees a
 * login-required document with a lock and a link to sign in (and come back here) instead of the download button.
 */
export function DocumentRow({ doc, guest }: { doc: ReaderDocument; guest: boolean }) {
  const { t, i18n } = useTranslation('documents');
  const to = useLocalePath();
  const location = useLocation();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const locked = guest && doc.loginRequired;

  const download = async () => {
    setState({ busy: true, error: null });
    try {
      // The API client adds the reader's language and investor profile (a product read).
      await downloadDocument({ id: doc.productId, docId: doc.id });
      setState({ busy: false, error: null });
    } catch (error) {
      logger.warn('A document could not be downloaded', { documentId: doc.id, error });
      setState({ busy: false, error: t(apiErrorMessageKey(error), { ns: 'errors' }) });
    }
  };

  const details = [
    fileTypeLabel(doc.fileName, doc.contentType),
    formatFileSize(doc.size),
    formatDay(doc.createdAt, i18n.language),
  ].filter(Boolean);

  return (
    <Paper withBorder radius="md" p="md" data-testid="document-row" data-document-id={doc.id}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <ThemeIcon variant="light" size={40} radius="md">
            {locked ? <IconLock size={22} /> : <IconFileText size={22} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {doc.displayName}
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {details.join(' · ')}
              </Text>
              {doc.loginRequired ? (
                <Badge size="sm" variant="light" color="gray" leftSection={<IconLock size={12} />} tt="none">
                  {t('list.registeredOnly')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {locked ? (
          <Anchor
            component={Link}
            to={to(paths.auth.login(location.pathname + location.search))}
            size="sm"
            fw={600}
          >
            {t('list.signInToDownload')}
          </Anchor>
        ) : (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={state.busy}
            aria-label={t('list.downloadNamed', { name: doc.displayName })}
            onClick={() => void download()}
          >
            {t('list.download')}
          </Button>
        )}
      </Group>
      {state.error ? (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {state.error}
        </Text>
      ) : null}
    </Paper>
  );
}
