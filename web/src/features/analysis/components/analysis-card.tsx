import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Code,
  Group,
  LoadingOverlay,
  Paper,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconCode,
  IconChartLine,
  IconInfoCircle,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardResult } from '../types';

type NotEnoughReason = Extract<CardResult<'cumulativeReturns'>, { status: 'notEnoughData' }>['reason'];

export type CardBodyState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'notEnoughData'; reason: NotEnoughReason }
  | { kind: 'error' };

const ANIMATION_MS = 250;
/** Height of a collapsed card (seed 001 §2). */
const COLLAPSED_HEIGHT = '1.5rem';

/**
 * The generic card container of the analysis page (seed 001 §2): collapse to 1.5rem (animated) and expand, refresh
 * (a loading overlay until the refresh ends), remove (the card shrinks away, then `onRemove`), and a code view that
 * shows the card's data as JSON. Also the shared "not enough data" and error-with-retry states.
 */
export function AnalysisCard({
  title,
  state,
  data,
  onRefresh,
  onRemove,
  children,
  testId,
}: {
  title: string;
  state: CardBodyState;
  /** What the code view shows. */
  data: unknown;
  onRefresh: () => Promise<void>;
  onRemove: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('analysis');
  const [collapsed, setCollapsed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [showCode, setShowCode] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = () => {
    setRefreshing(true);
    // Failures show in the card's error state (the data hook holds the error).
    void onRefresh().finally(() => {
      if (mounted.current) setRefreshing(false);
    });
  };
  const remove = () => {
    setRemoving(true);
    window.setTimeout(onRemove, ANIMATION_MS);
  };

  let body: ReactNode;
  if (state.kind === 'error') {
    body = (
      <Alert color="red" icon={<IconInfoCircle size={18} />} title={t('card.error')}>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={refresh}
          leftSection={<IconRefresh size={14} />}
        >
          {t('card.retry')}
        </Button>
      </Alert>
    );
  } else if (state.kind === 'notEnoughData') {
    body = (
      <Box py="xl" ta="center" data-state="not-enough-data">
        <Text fw={600}>{t('card.notEnoughData')}</Text>
        <Text size="sm" c="dimmed">
          {t(`card.reasons.${state.reason}`)}
        </Text>
      </Box>
    );
  } else if (showCode) {
    body = (
      <ScrollArea.Autosize mah={420} type="auto">
        <Code block fz="xs">
          {JSON.stringify(data ?? null, null, 2)}
        </Code>
      </ScrollArea.Autosize>
    );
  } else {
    body = children;
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="relative"
      data-testid={testId}
      data-card-state={state.kind}
      aria-busy={refreshing || state.kind === 'loading'}
      style={{
        overflow: 'hidden',
        transition: `max-height ${ANIMATION_MS}ms ease, opacity ${ANIMATION_MS}ms ease, transform ${ANIMATION_MS}ms ease, padding ${ANIMATION_MS}ms ease`,
        // A finite max-height so that removing can animate down to 0.
        maxHeight: removing ? 0 : 4000,
        opacity: removing ? 0 : 1,
        transform: removing ? 'scale(0.92)' : undefined,
        // Collapsed, the card is its 1.5rem header alone.
        paddingTop: removing || collapsed ? 0 : undefined,
        paddingBottom: removing || collapsed ? 0 : undefined,
      }}
    >
      <Group component="header" justify="space-between" wrap="nowrap" h={COLLAPSED_HEIGHT} gap="xs">
        <Text component="h2" fw={600} size="md" lineClamp={1} m={0}>
          {title}
        </Text>
        <Group gap={2} wrap="nowrap">
          <CardAction
            label={showCode ? t('card.hideCode') : t('card.showCode')}
            active={showCode}
            pressed={showCode}
            onClick={() => {
              setShowCode((v) => !v);
            }}
          >
            {showCode ? <IconChartLine size={16} /> : <IconCode size={16} />}
          </CardAction>
          <CardAction label={t('card.refresh')} onClick={refresh}>
            <IconRefresh size={16} />
          </CardAction>
          <CardAction
            label={collapsed ? t('card.expand') : t('card.collapse')}
            expanded={!collapsed}
            onClick={() => {
              setCollapsed((v) => !v);
            }}
          >
            {collapsed ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
          </CardAction>
          <CardAction label={t('card.remove')} onClick={remove}>
            <IconX size={16} />
          </CardAction>
        </Group>
      </Group>
      <Box
        style={{
          display: 'grid',
          gridTemplateRows: collapsed ? '0fr' : '1fr',
          transition: `grid-template-rows ${ANIMATION_MS}ms ease`,
        }}
        aria-hidden={collapsed}
      >
        <Box style={{ overflow: 'hidden', minHeight: 0 }}>
          <Box pt="sm" pos="relative" mih={state.kind === 'loading' ? 200 : undefined}>
            {body}
          </Box>
        </Box>
      </Box>
      <LoadingOverlay
        visible={refreshing || state.kind === 'loading'}
        zIndex={5}
        overlayProps={{ blur: 1 }}
        loaderProps={{ size: 'sm' }}
      />
    </Paper>
  );
}

/** One icon button of the card header, its label as tooltip and accessible name. */
function CardAction({
  label,
  onClick,
  children,
  active = false,
  pressed,
  expanded,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  active?: boolean;
  pressed?: boolean;
  expanded?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={active ? 'light' : 'subtle'}
        color="gray"
        size="sm"
        aria-label={label}
        aria-pressed={pressed}
        aria-expanded={expanded}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
