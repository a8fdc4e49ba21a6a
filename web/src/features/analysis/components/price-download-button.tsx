import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPrices } from '../api/get-prices';

/**
 * "Download prices" (issue 26 item 2): the product's prices, and the chosen benchmark's, as a CSV (the price
 * importer's format, formula-neutralised). Offered only where the product's `allowPriceDownload` says so; the API
 * applies its usual access checks to the prices it serves.
 */
export function PriceDownloadButton({
  productId,
  fundLabel,
  benchmark,
}: {
  productId: string;
  fundLabel: string;
  benchmark: { id: string; label: string } | null;
}) {
  const { t } = useTranslation('analysis');
  const [busy, setBusy] = useState(false);
  const download = (benchmarkId: string | null) => {
    setBusy(true);
    downloadPrices(productId, benchmarkId)
      .catch(() => {
        notifications.show({ color: 'red', message: t('prices.failed') });
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          loading={busy}
          leftSection={<IconDownload size={14} />}
          data-testid="price-download"
        >
          {t('prices.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            download(null);
          }}
          data-testid="price-download-fund"
        >
          {t('prices.of', { name: fundLabel })}
        </Menu.Item>
        {benchmark ? (
          <Menu.Item
            onClick={() => {
              download(benchmark.id);
            }}
            data-testid="price-download-benchmark"
          >
            {t('prices.of', { name: benchmark.label })}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
