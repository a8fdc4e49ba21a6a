import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Code,
  Grid,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageContainer } from '../../../components/page-container';
import { SearchInput } from '../../../components/search-input';
import { apiErrorMessageKey, READER_PARAM_NAMES } from '../../../lib/api-client';
import { OPENAPI_URL, useOpenApiDocument } from '../api/get-openapi-document';
import {
  filterOperations,
  groupOperations,
  type ApiDocument,
  type ApiOperation,
} from '../model/api-document';
import classes from './api-docs.module.css';
import { CodeBlock, METHOD_COLOR, MethodBadge, OperationDetails } from './operation-details';
import { SchemaTreeView } from './schema-tree-view';

/** The anchor of an operation (`#op-drawdowns`): links from the side navigation and from elsewhere open it. */
const anchorOf = (op: Pick<ApiOperation, 'id'>) => `op-${op.id}`;

/** The operation a `#op-...` address names. */
const operationOfHash = (hash: string): string | undefined =>
  hash.startsWith('#op-') ? decodeURIComponent(hash.slice(4)) : undefined;

function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** How to call the API at all: base URL, token, the reader's parameters, caching and the shape of an error. */
function Overview({ doc }: { doc: ApiDocument }) {
  const { t } = useTranslation('apiDocs');
  const origin = window.location.origin;
  const error = doc.schemas.ApiError;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <OverviewCard title={t('auth.title')}>
        <Text size="sm">
          <Trans t={t} i18nKey="auth.text" components={{ code: <Code /> }} />
        </Text>
        <CodeBlock code={`Authorization: Bearer $ID_TOKEN`} copyLabel={t('operation.copy')} />
        {doc.bearerFormat ? (
          <Text size="xs" c="dimmed">
            {t('auth.format', { format: doc.bearerFormat })}
          </Text>
        ) : null}
        <Text size="sm">
          {t('baseUrl')} <Code>{origin}</Code>
        </Text>
      </OverviewCard>
      <OverviewCard title={t('reader.title')}>
        <Text size="sm">{t('reader.text')}</Text>
        <Stack gap={4} component="ul" m={0} pl="md">
          {READER_PARAM_NAMES.map((name) => (
            <Text key={name} component="li" size="sm">
              <Code>{name}</Code> {t(`reader.params.${name}`)}
            </Text>
          ))}
        </Stack>
      </OverviewCard>
      <OverviewCard title={t('caching.title')}>
        <Text size="sm">{t('caching.text')}</Text>
        <Stack gap={4} component="ul" m={0} pl="md">
          {(['result', 'revalidate', 'none'] as const).map((c) => (
            <Text key={c} component="li" size="sm">
              <Code>{c}</Code> {t(`cache.${c}`)}
            </Text>
          ))}
        </Stack>
      </OverviewCard>
      <OverviewCard title={t('errors.title')}>
        <Text size="sm">{t('errors.text')}</Text>
        {error ? <SchemaTreeView schema={error} components={doc.schemas} id="api-error" /> : null}
      </OverviewCard>
    </SimpleGrid>
  );
}

/** The operations' index beside them (desktop): by section, each a link that opens and shows its operation. */
function SideNav({
  groups,
  onOpen,
}: {
  groups: ReturnType<typeof groupOperations>;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('apiDocs');
  return (
    <Box component="nav" aria-label={t('nav.label')} className={classes.sideNav} visibleFrom="md">
      <ScrollArea.Autosize mah="inherit" type="auto" offsetScrollbars>
        <Stack gap="md">
          {groups.map((g) => (
            <Stack key={g.audience} gap={2}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px={6}>
                {t(`audience.${g.audience}`)}
              </Text>
              {g.operations.map((op) => (
                <a
                  key={op.id}
                  href={`#${anchorOf(op)}`}
                  className={classes.navLink}
                  onClick={() => {
                    onOpen(op.id);
                  }}
                >
                  <span
                    className={classes.navMethod}
                    style={{ color: `var(--mantine-color-${METHOD_COLOR[op.method].replace('.', '-')})` }}
                  >
                    {op.method}
                  </span>
                  <span className={classes.navPath}>{op.path.replace(/^\/api/, '')}</span>
                </a>
              ))}
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Box>
  );
}

function OperationControl({ op }: { op: ApiOperation }) {
  const { t } = useTranslation('apiDocs');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <MethodBadge method={op.method} />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" className={classes.path}>
          {op.path}
        </Text>
        <Text size="sm" c="dimmed" lang="en">
          {op.summary}
        </Text>
      </Stack>
      {op.access ? (
        <Badge variant="outline" color="gray.8" visibleFrom="sm" style={{ flex: 'none' }}>
          {t(`access.${op.access.kind}`)}
        </Badge>
      ) : null}
    </Group>
  );
}

function Reference({ doc }: { doc: ApiDocument }) {
  const { t } = useTranslation('apiDocs');
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<string[]>(() => {
    const fromHash = operationOfHash(window.location.hash);
    return fromHash ? [fromHash] : [];
  });
  // A link to an operation (`/help/developers#op-drawdowns`) lands before the document has loaded, so the browser found
  // nothing to scroll to: open it and scroll to it once the operations are there, and again whenever the address's
  // operation changes (a link followed on this page).
  useEffect(() => {
    const follow = () => {
      const id = operationOfHash(window.location.hash);
      if (!id) return;
      setOpened((o) => (o.includes(id) ? o : [...o, id]));
      document.getElementById(anchorOf({ id }))?.scrollIntoView();
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
    };
  }, []);
  const shown = useMemo(() => filterOperations(doc.operations, query), [doc, query]);
  const groups = useMemo(() => groupOperations(shown), [shown]);
  const open = (id: string) => {
    setOpened((o) => (o.includes(id) ? o : [...o, id]));
  };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <SideNav groups={groups} onOpen={open} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <SearchInput
              label={t('search.label')}
              clearLabel={t('search.clear')}
              placeholder={t('search.placeholder')}
              value={query}
              onChange={setQuery}
            />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="api-operation-count">
              {shown.length
                ? t('search.count', { count: shown.length, total: doc.operations.length })
                : t('search.noResults', { query })}
            </Text>
          </Stack>
          <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="md">
            {groups.map((g) => (
              <Fragment key={g.audience}>
                <Stack gap={2} mt="md" mb="xs">
                  <Title order={2} fz="xl">
                    {t(`audience.${g.audience}`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`audienceIntro.${g.audience}`)}
                  </Text>
                </Stack>
                {g.operations.map((op) => (
                  <Accordion.Item
                    key={op.id}
                    value={op.id}
                    id={anchorOf(op)}
                    data-testid="api-operation"
                    style={{ scrollMarginTop: 80 }}
                  >
                    <Accordion.Control>
                      <OperationControl op={op} />
                    </Accordion.Control>
                    <Accordion.Panel>
                      {opened.includes(op.id) ? <OperationDetails operation={op} doc={doc} /> : null}
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Fragment>
            ))}
          </Accordion>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * `/help/developers` (issue 25): the API reference of the portal, rendered from the OpenAPI 3.1 document the API serves.
 * Public: the API enforces its own access, and the page says per call who may make it.
 */
export function ApiDocsPage() {
  const { t } = useTranslation('apiDocs');
  const openApi = useOpenApiDocument();
  return (
    <PageContainer title={t('title')} size="xl">
      <Stack gap="sm">
        <Text>{t('intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('englishNote')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={OPENAPI_URL}
            download="openapi.json"
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            {t('download')}
          </Button>
          {openApi.status === 'success' ? (
            <>
              <Badge variant="outline" color="gray.8" size="lg" radius="sm">
                OpenAPI {openApi.data.openapi}
              </Badge>
              <Text size="sm" c="dimmed">
                {openApi.data.title} · {t('version', { version: openApi.data.version })}
              </Text>
            </>
          ) : null}
        </Group>
      </Stack>
      {openApi.status === 'error' ? (
        <Alert color="red" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(apiErrorMessageKey(openApi.error), { ns: 'errors' })}</Text>
            <Anchor component="button" type="button" size="sm" onClick={openApi.refetch}>
              {t('retry')}
            </Anchor>
          </Stack>
        </Alert>
      ) : openApi.status === 'success' ? (
        <>
          <Overview doc={openApi.data} />
          <Reference doc={openApi.data} />
        </>
      ) : (
        <CenteredLoader />
      )}
    </PageContainer>
  );
}
