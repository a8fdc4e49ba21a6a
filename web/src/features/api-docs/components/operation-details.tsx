import {
  ActionIcon,
  Badge,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiDocument, ApiOperation, ApiParameter } from '../model/api-document';
import { curlExample } from '../model/curl';
import { schemaTree } from '../model/schema-tree';
import classes from './api-docs.module.css';
import { Constraints, SchemaTreeView } from './schema-tree-view';

/** HTTP methods in the colours API references use, at shades that keep white text above 4.5:1. */
export const METHOD_COLOR: Readonly<Record<ApiOperation['method'], string>> = {
  GET: 'blue.8',
  POST: 'teal.9',
  PUT: 'violet.8',
  PATCH: 'grape.8',
  DELETE: 'red.9',
};

export function MethodBadge({ method }: { method: ApiOperation['method'] }) {
  return (
    <Badge className={classes.method} color={METHOD_COLOR[method]} radius="sm" variant="filled">
      {method}
    </Badge>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm" tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A block of code with a copy button. */
export function CodeBlock({ code, copyLabel, testId }: { code: string; copyLabel: string; testId?: string }) {
  const { t } = useTranslation('apiDocs');
  return (
    <Group gap={0} wrap="nowrap" align="flex-start" pos="relative">
      <Code block className={classes.curl} w="100%" pr={44} data-testid={testId}>
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('operation.copied') : copyLabel} withArrow position="left">
            <ActionIcon
              variant="default"
              aria-label={copied ? t('operation.copied') : copyLabel}
              onClick={copy}
              pos="absolute"
              top={8}
              right={8}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

const exampleOf = (p: ApiParameter): string | undefined =>
  p.example === undefined ? undefined : typeof p.example === 'string' ? p.example : JSON.stringify(p.example);

/**
 * The parameters in two columns, as API references lay them out: name, place and type on the left, what the value
 * may be on the right. Narrow enough for a phone without scrolling sideways.
 */
function ParametersTable({ operation, doc }: { operation: ApiOperation; doc: ApiDocument }) {
  const { t } = useTranslation('apiDocs');
  const components = doc.schemas;
  if (operation.parameters.length === 0) return <Text size="sm">{t('operation.noParameters')}</Text>;
  return (
    <Table verticalSpacing={8} fz="sm" withTableBorder layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="38%">{t('table.name')}</Table.Th>
          <Table.Th>{t('table.details')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {operation.parameters.map((p) => {
          const example = exampleOf(p);
          const node = schemaTree(p.schema, { components });
          return (
            <Table.Tr key={`${p.in}-${p.name}`} data-testid="api-parameter" style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Stack gap={2}>
                  <Text
                    component="span"
                    ff="monospace"
                    fw={600}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {p.name}
                  </Text>
                  <Text component="span" size="xs" c="dimmed">
                    {t(`table.location.${p.in}`)} ·{' '}
                    <Text component="span" ff="monospace" size="xs">
                      {node.type}
                    </Text>
                  </Text>
                  {p.required ? (
                    <Text component="span" size="xs" c="red.9" fw={600}>
                      {t('schema.required')}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {p.reader ? (
                    <Text size="xs">
                      <Badge size="xs" variant="outline" color="gray.8" mr={6}>
                        {t('table.reader')}
                      </Badge>
                      {t(`reader.params.${p.name as 'lang'}`, { defaultValue: '' })}
                    </Text>
                  ) : null}
                  {p.description ? (
                    <Text size="xs" lang="en">
                      {p.description}
                    </Text>
                  ) : null}
                  <Constraints constraints={node.constraints} />
                  {example !== undefined ? (
                    <Text size="xs" c="dimmed">
                      {t('table.example')} <Code className={classes.value}>{example}</Code>
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Everything a developer needs to call one operation; rendered only once its item is opened. */
export function OperationDetails({ operation, doc }: { operation: ApiOperation; doc: ApiDocument }) {
  const { t } = useTranslation('apiDocs');
  const components = doc.schemas;
  const kind = operation.access?.kind;
  const body = operation.requestBody;
  const curl = curlExample(operation, window.location.origin, { components });
  return (
    <Stack gap="lg" data-testid="api-operation-details">
      <Group gap="xl" align="flex-start" wrap="wrap">
        <Section title={t('operation.access')}>
          <Group gap="xs">
            {kind ? (
              <Badge variant="outline" color="gray.8">
                {t(`access.${kind}`)}
              </Badge>
            ) : null}
            <Badge variant="outline" color="gray.8">
              {t(`token.${operation.token}`)}
            </Badge>
          </Group>
          <Text size="sm" lang="en" maw={560}>
            {operation.description}
          </Text>
        </Section>
        {operation.cache ? (
          <Section title={t('operation.caching')}>
            <Text size="sm" maw={360}>
              {t(`cache.${operation.cache as 'none'}`, { defaultValue: operation.cache })}
            </Text>
          </Section>
        ) : null}
      </Group>

      <Section title={t('operation.parameters')}>
        <ParametersTable operation={operation} doc={doc} />
      </Section>

      {body ? (
        <Section title={t('operation.requestBody')}>
          <Text size="xs" c="dimmed">
            <Code>{body.contentType}</Code>
          </Text>
          {body.description ? (
            <Text size="sm" lang="en">
              {body.description}
            </Text>
          ) : null}
          {body.schema && body.contentType === 'application/json' ? (
            <SchemaTreeView schema={body.schema} components={components} id={`${operation.id}-body`} />
          ) : null}
        </Section>
      ) : null}

      <Section title={t('operation.responses')}>
        <Stack gap="md">
          {operation.responses.map((r) => (
            <Stack key={r.status} gap={6} data-testid={`api-response-${r.status}`}>
              <Group gap="xs">
                <Badge variant="filled" color={r.status === 'default' ? 'red.9' : 'teal.9'} radius="sm">
                  {r.status === 'default' ? t('status.default') : r.status}
                </Badge>
                <Text size="sm" lang="en">
                  {r.description}
                </Text>
                {r.contentType ? <Code>{r.contentType}</Code> : null}
              </Group>
              {r.schema && r.contentType === 'application/json' ? (
                <SchemaTreeView
                  schema={r.schema}
                  components={components}
                  id={`${operation.id}-${r.status}`}
                />
              ) : null}
            </Stack>
          ))}
        </Stack>
      </Section>

      <Section title={t('operation.example')}>
        <CodeBlock code={curl} copyLabel={t('operation.copyCurl')} testId="api-curl" />
        {operation.token !== 'none' ? (
          <Text size="xs" c="dimmed">
            {t('operation.tokenHint')}
          </Text>
        ) : null}
      </Section>
    </Stack>
  );
}
