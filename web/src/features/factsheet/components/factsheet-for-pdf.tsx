import { layoutFactsheet, type Language, type ProductConfig } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLanguage } from '../../../lib/language';
import { useFactsheet } from '../api/get-factsheet';
import { FACTSHEET_FONT_FAMILY } from './factsheet-font';
import { effectiveConfig, factsheetLanguage } from '../factsheet-config';
import { FactsheetStatus } from './factsheet-page';
import { FactsheetPages } from './factsheet-pages';

/**
 * `/products/{id}/factsheet-for-pdf-generation?lang=&date=`: only the pages, no chrome, for a renderer that prints
 * the page. `data-ready="true"` once the factsheet is drawn and its fonts are loaded.
 */
export function FactsheetForPdf({ product }: { product: ProductConfig }) {
  const { i18n } = useTranslation('factsheet');
  const [search] = useSearchParams();
  const requested = search.get('lang');
  const lang: Language =
    requested && isLanguage(requested) ? requested : factsheetLanguage(product, i18n.language);
  const date = search.get('date') ?? undefined;
  const state = useFactsheet(product.productId, { lang, date });
  const data = state.status === 'success' ? state.data : null;
  const layout = useMemo(
    () => (data ? layoutFactsheet(data.model, effectiveConfig(data.config, data.model)) : null),
    [data],
  );
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    if (!layout) return;
    let live = true;
    const family = `'${FACTSHEET_FONT_FAMILY}'`;
    void Promise.all([document.fonts.load(`400 10px ${family}`), document.fonts.load(`700 10px ${family}`)])
      .then(() => document.fonts.ready)
      .then(() => {
        if (live) setFontsReady(true);
      });
    return () => {
      live = false;
    };
  }, [layout]);
  if (!data || !layout) return <FactsheetStatus state={state} />;
  return (
    <div data-testid="factsheet-for-pdf" data-ready={fontsReady ? 'true' : 'false'}>
      <FactsheetPages layout={layout} model={data.model} bare />
    </div>
  );
}
