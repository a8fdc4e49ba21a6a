import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ProductConfig } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFiles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { downloadDocument, downloadLastFactsheet } from '../../../lib/download-document';
import { useLocalePath } from '../../../lib/locale-path';
import { logger } from '../../../lib/logger';
import { useSession } from '../../../lib/session';
import { useReaderQuery } from '../../../lib/reader-query';
import { SignInNotice } from './sign-in-notice';
import { ActionAlert } from '../../../components/action-alert';

type DownloadState =
  { kind: 'starting' } | { kind: 'started'; fileName: string } | { kind: 'failed'; error: ApiRequestError };

/**
 * `/products/{id}/download-document?documentId=…&from=…` (seed 000 §2): the target of links in e-mails and on other
 * sites. It starts the download of that one document through the API (token and investor profile go with it), says
 * so, and offers to try again and the product's documents page. `from` is the product the document is stored under
 * when it is another share class's (docs/documents.md "Share classes"). A guest on a login-required document is
 * asked to sign in and comes back here, where the download starts again.
 */
export function DownloadDocumentPage({
  product,
  documentId,
  ownerId,
  lastFactsheet = false,
}: {
  product: ProductConfig;
  documentId: string | null;
  ownerId: string | null;
  /** `/products/{id}/download-last-factsheet`: the API picks the document (the reader's language, else the default). */
  lastFactsheet?: boolean;
}) {
  const { t } = useTranslation('documents');
  const { t: tp } = useTranslation('product');
  const to = useLocalePath();
  const session = useSession();
  // The API client sends the reader's language and investor profile; a change of either starts the download again.
  const query = useReaderQuery();
  const [attempt, setAttempt] = useState(0);
  const owner = ownerId ?? product.productId;
  // The token must go with the request: wait until the sign-in state is known.
  const ready = session.status !== 'loading' && (lastFactsheet || documentId !== null);
  const viewer = session.user?.uid ?? null;
  /** Each download (a retry, another viewer after signing in) has its own outcome; until it has one, it starts. */
  const runKey = JSON.stringify([attempt, viewer, owner, documentId, query, lastFactsheet]);
  const [outcome, setOutcome] = useState<{ runKey: string; state: DownloadState } | null>(null);
  const state: DownloadState = outcome?.runKey === runKey ? outcome.state : { kind: 'starting' };

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const settle = (next: DownloadState) => {
      setOutcome({ runKey, state: next });
    };
    const download = lastFactsheet
      ? downloadLastFactsheet({ id: product.productId }, { signal: controller.signal })
      : downloadDocument({ id: owner, docId: documentId ?? '' }, { signal: controller.signal });
    download.then(
      (file) => {
        settle({ kind: 'started', fileName: file.fileName });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('The linked document could not be downloaded', { productId: owner, documentId, error });
        settle({ kind: 'failed', error: ApiRequestError.from(error) });
      },
    );
    return () => {
      controller.abort();
    };
  }, [ready, owner, documentId, query, runKey, lastFactsheet, product.productId]);

  const again = () => {
    setAttempt((n) => n + 1);
  };

  let status;
  if (
    lastFactsheet &&
    state.kind === 'failed' &&
    state.error.status === 404 &&
    state.error.messageKey === 'api.errors.noFactsheetYet'
  ) {
    status = (
      <Alert color="blue" icon={<IconFiles size={18} />} data-testid="no-factsheet-yet">
        {t('download.noFactsheetYet')}
      </Alert>
    );
  } else if (!lastFactsheet && documentId === null) {
    status = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="download-error">
        {t('download.missingId')}
      </Alert>
    );
  } else if (state.kind === 'starting') {
    status = (
      <Group gap="sm" data-testid="download-starting">
        <Loader size="sm" />
        <Text>{t('download.starting')}</Text>
      </Group>
    );
  } else if (state.kind === 'started') {
    status = (
      <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="download-started">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('download.started', { fileName: state.fileName })}</Text>
          <Text size="sm">
            {t('download.notStarted')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={again}>
              {t('download.again')}
            </Anchor>
          </Text>
        </Stack>
      </Alert>
    );
  } else if (state.error.status === 401 && session.status !== 'signedIn') {
    status = <SignInNotice message={t('download.signInBody')} />;
  } else {
    status = (
      <ActionAlert
        color="red"
        icon={<IconAlertTriangle size={18} />}
        title={t('download.failed')}
        testId="download-error"
        message={t(apiErrorMessageKey(state.error), { ns: 'errors' })}
        action={
          <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={again}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  return (
    <PageContainer title={t(lastFactsheet ? 'download.lastFactsheetTitle' : 'download.title')} size="sm">
      <Text c="dimmed">
        {t(lastFactsheet ? 'download.lastFactsheetIntro' : 'download.intro', {
          product: product.productName,
        })}
      </Text>
      {status}
      <Group>
        <Button
          component={Link}
          to={to(paths.product.section(product.productId, 'documents'))}
          variant="light"
          leftSection={<IconFiles size={16} />}
        >
          {t('download.allDocuments', { product: product.productName })}
        </Button>
        <Button component={Link} to={to(paths.product.overview(product.productId))} variant="subtle">
          {tp('backToOverview')}
        </Button>
      </Group>
    </PageContainer>
  );
}
