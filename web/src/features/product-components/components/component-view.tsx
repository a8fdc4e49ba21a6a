import { Alert, Box, Center, Image, Loader, Table, Text, Typography } from '@mantine/core';
import {
  FALLBACK_LANGUAGE,
  isChartType,
  type ComponentContent,
  type GenericComponent,
  type Language,
} from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaUrl } from '../../../lib/use-media-url';
import { sanitizeRichText } from '../lib/sanitize-rich-text';
import richText from './rich-text.module.css';

const ChartView = lazy(() => import('./chart-view'));

/** The content in the reader's language, else the fallback language, else the first one given. */
export function contentFor(component: GenericComponent, lang: string): ComponentContent | undefined {
  const c = component.content;
  return c[lang as Language] ?? c[FALLBACK_LANGUAGE] ?? Object.values(c)[0];
}

function MediaView({ component, content }: { component: GenericComponent; content: ComponentContent }) {
  const { t } = useTranslation('components');
  const state = useMediaUrl(content.media);
  if (state.status === 'error') return <Alert color="gray">{t('view.mediaUnavailable')}</Alert>;
  if (state.status === 'loading') {
    return (
      <Center h={160}>
        <Loader size="sm" />
      </Center>
    );
  }
  return component.type === 'video' ? (
    <video
      src={state.url}
      controls
      preload="metadata"
      style={{ display: 'block', width: '100%', maxHeight: 480, background: '#000', borderRadius: 8 }}
      data-testid="component-video"
    >
      <track kind="captions" />
    </video>
  ) : (
    <Image
      src={state.url}
      alt={content.title}
      radius="md"
      fit="contain"
      mah={480}
      data-testid="component-image"
    />
  );
}

function TableView({ content }: { content: ComponentContent }) {
  return (
    <Table striped withTableBorder fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{content.columns?.[0]}</Table.Th>
          <Table.Th ta="right">{content.columns?.[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {content.rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.key}</Table.Td>
            <Table.Td ta="right">{String(r.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One component as visitors see it: title, body by type, footnote. */
export function ComponentView({ component, color }: { component: GenericComponent; color: string }) {
  const { i18n } = useTranslation();
  const content = contentFor(component, i18n.language);
  if (!content) return null;
  let body;
  if (component.type === 'text') {
    // Sanitised by the components API before it was stored, and again here (a document written past the API).
    body = (
      <Typography className={richText.root}>
        <div dangerouslySetInnerHTML={{ __html: sanitizeRichText(content.text ?? '') }} />
      </Typography>
    );
  } else if (component.type === 'image' || component.type === 'video') {
    body = <MediaView component={component} content={content} />;
  } else if (component.type === 'table') {
    body = <TableView content={content} />;
  } else if (isChartType(component.type)) {
    body = (
      <Suspense fallback={<Box h={300} />}>
        <ChartView
          type={component.type}
          content={content}
          decimals={component.numberOfDecimals}
          color={color}
        />
      </Suspense>
    );
  }
  return (
    <Box data-testid="component-view" data-component-id={component.id} data-component-type={component.type}>
      {content.title ? (
        <Text fw={600} size="lg" mb="xs">
          {content.title}
        </Text>
      ) : null}
      {body}
      {content.footnote ? (
        <Text size="xs" c="dimmed" mt="xs">
          {content.footnote}
        </Text>
      ) : null}
    </Box>
  );
}
