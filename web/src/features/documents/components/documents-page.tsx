import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductConfig, ReaderDocument } from '@portal/domain';
import { IconAlertTriangle, IconArrowLeft, IconFolderOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { languageName } from '../../../lib/format-document';
import { useLocalePath } from '../../../lib/locale-path';
import { useSession } from '../../../lib/session';
import { useReaderDocuments } from '../api/get-documents';
import { useReaderQuery } from '../../../lib/reader-query';
import { groupDocuments } from '../utils/group-documents';
import { DocumentRow } from './document-row';
import { SignInNotice } from './sign-in-notice';
import { ActionAlert } from '../../../components/action-alert';

function DocumentGroup({
  title,
  hint,
  documents,
  guest,
  testId,
}: {
  title: string;
  hint: string;
  documents: readonly ReaderDocument[];
  guest: boolean;
  testId: string;
}) {
  if (documents.length === 0) return null;
  return (
    <Stack gap="sm" data-testid={testId} component="section">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </div>
      {documents.map((doc) => (
        <DocumentRow key={`${doc.productId}/${doc.id}`} doc={doc} guest={guest} />
      ))}
    </Stack>
  );
}

/**
 * `/products/{id}/documents` (seed 000 §2): the documents a reader may download, in the page language, as the API
 * lists them for the reader's roles and investor profile: those for this share class, then those of the fund.
 */
export function DocumentsPage({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('documents');
  const { t: tp } = useTranslation('product');
  const to = useLocalePath();
  const session = useSession();
  const query = useReaderQuery();
  const list = useReaderDocuments(product.productId);
  const guest = session.status !== 'signedIn';
  const title = tp('sectionTitle', { section: tp('sections.documents'), product: product.productName });

  let content;
  if (list.status === 'idle' || list.status === 'loading') content = <CenteredLoader />;
  else if (list.status === 'error') {
    const message = t(apiErrorMessageKey(list.error), { ns: 'errors' });
    content =
      list.error.status === 401 ? (
        <SignInNotice message={message} />
      ) : (
        <ActionAlert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('list.loadError')}
          testId="documents-error"
          message={message}
          action={
            list.error.status === 0 || list.error.status >= 500 ? (
              <Button size="xs" variant="light" onClick={list.refetch}>
                {t('retry')}
              </Button>
            ) : null
          }
        />
      );
  } else {
    const groups = groupDocuments(product.productId, list.data.documents);
    content =
      groups.shareClass.length + groups.fund.length === 0 ? (
        <Alert color="gray" icon={<IconFolderOpen size={18} />} data-testid="documents-empty">
          {t('list.empty', { language: languageName(query.lang ?? i18n.language, i18n.language) })}
        </Alert>
      ) : (
        <Stack gap="xl">
          <DocumentGroup
            title={t('list.shareClass')}
            hint={t('list.shareClassHint', { name: product.productName })}
            documents={groups.shareClass}
            guest={guest}
            testId="documents-share-class"
          />
          <DocumentGroup
            title={t('list.fund')}
            hint={t('list.fundHint')}
            documents={groups.fund}
            guest={guest}
            testId="documents-fund"
          />
        </Stack>
      );
  }

  return (
    <PageContainer title={title}>
      {content}
      <Group>
        <Button
          component={Link}
          to={to(paths.product.overview(product.productId))}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {tp('backToOverview')}
        </Button>
      </Group>
    </PageContainer>
  );
}
