import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STAT_IDS, type ComparisonCsvLabels, type ComparisonResponse, type StatId } from '@portal/domain';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { downloadComparisonCsv, downloadComparisonPdf } from '../api/download-comparison';
import type { ComparisonState } from '../utils/comparison-url';
import { usePeriodLabel } from './comparison-controls';

/** The CSV's words in the page's language: the page's own headings and the analysis page's statistic names. */
function useCsvLabels(): (answer: ComparisonResponse) => ComparisonCsvLabels {
  const { t } = useTranslation('comparison');
  const { t: ta } = useTranslation('analysis');
  const periodLabel = usePeriodLabel();
  return (answer) => ({
    product: t('export.csv.product'),
    productId: t('export.csv.productId'),
    sections: {
      keyFacts: t('sections.keyFacts'),
      statistics: t('export.csv.statistics', { period: periodLabel(answer.period) }),
      yearlyReturns: ta('cards.yearlyCumulativeReturns'),
      correlations: t('sections.correlations'),
      refused: t('export.csv.refused'),
    },
    keyFacts: {
      currency: t('keyFacts.currency'),
      isin: t('keyFacts.isin'),
      inception: t('keyFacts.inception'),
      aum: t('keyFacts.aum'),
      lastPrice: t('keyFacts.lastPrice'),
      lastDate: t('keyFacts.lastDate'),
      benchmark: t('export.csv.benchmark'),
    },
    window: {
      startDate: t('export.csv.windowStart'),
      endDate: t('export.csv.windowEnd'),
      returns: t('export.csv.returns'),
    },
    stats: Object.fromEntries(STAT_IDS.map((id) => [id, ta(`stats.names.${id}`)])) as Record<StatId, string>,
    refusedStatus: {
      401: t('export.refusedStatus.401'),
      403: t('export.refusedStatus.403'),
      404: t('export.refusedStatus.404'),
    },
  });
}

/**
 * The comparison's exports: the answer shown as a CSV (written in the browser, formula-neutralised by the domain),
 * and the one-page PDF the API draws for the page's query in the reader's language. Both are of what the page
 * shows: disabled while a new answer loads.
 */
export function ComparisonDownloads({
  state,
  answer,
  disabled,
}: {
  state: ComparisonState;
  answer: ComparisonResponse;
  disabled: boolean;
}) {
  const { t } = useTranslation('comparison');
  const { t: te } = useTranslation('errors');
  const csvLabels = useCsvLabels();
  const [busy, setBusy] = useState(false);
  const downloadPdf = () => {
    setBusy(true);
    downloadComparisonPdf(state)
      .catch((error: unknown) => {
        logger.warn('The comparison PDF could not be downloaded', { products: state.productIds, error });
        notifications.show({
          color: 'red',
          title: t('export.pdfFailed'),
          message: te(apiErrorMessageKey(error)),
        });
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <Group gap="xs" justify="flex-end" aria-label={t('export.label')} role="group">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypeCsv size={14} aria-hidden />}
        disabled={disabled}
        onClick={() => {
          downloadComparisonCsv(answer, csvLabels(answer));
        }}
        data-testid="comparison-download-csv"
      >
        {t('export.csv.download')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypePdf size={14} aria-hidden />}
        loading={busy}
        disabled={disabled}
        onClick={downloadPdf}
        data-testid="comparison-download-pdf"
      >
        {t('export.pdf')}
      </Button>
    </Group>
  );
}
