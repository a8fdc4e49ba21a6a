import type { ComponentContent } from '../../schemas/components.js';
import type { BulkComponentImportContext, ExistingComponent } from './bulk-component-csv.js';

/*
 * The tenant the fixtures are written against: a fund with three share classes (global-equity, -usd, -chf), an
 * income fund, and a product the caller does not administer. The caller may update global-equity, -usd and
 * income-fund (not -chf, not other-fund).
 */

const rows = (...pairs: [string, string | number][]) => pairs.map(([key, value]) => ({ key, value }));
const chart = (r: ComponentContent['rows']): ComponentContent => ({ title: 'Chart', rows: r, footnote: '' });
const table = (columns: [string, string], r: ComponentContent['rows']): ComponentContent => ({
  title: 'Table',
  columns,
  rows: r,
  footnote: 'As of last month',
});

function component(
  productId: string,
  fields: Partial<ExistingComponent['component']> & Pick<ExistingComponent['component'], 'id' | 'type'>,
): ExistingComponent {
  return {
    productId,
    component: { page: 'overview', content: {}, links: [], predefined: false, editable: true, ...fields },
  };
}

export const testContext: BulkComponentImportContext = {
  products: [
    { productId: 'global-equity', availableLanguages: ['en', 'de', 'fr'] },
    { productId: 'global-equity-usd', availableLanguages: ['en', 'de'] },
    { productId: 'global-equity-chf', availableLanguages: ['en', 'de'] },
    { productId: 'income-fund', availableLanguages: ['en', 'fr'] },
    { productId: 'other-fund', availableLanguages: ['en'] },
  ],
  updatableProductIds: ['global-equity', 'global-equity-usd', 'income-fund'],
  components: [
    component('global-equity', {
      id: 'asset-allocation',
      type: 'pie-chart',
      content: {
        en: chart(rows(['Equities', 60], ['Bonds', 30], ['Cash', 10])),
        de: chart(rows(['Aktien', 60], ['Anleihen', 30], ['Liquidität', 10])),
      },
    }),
    component('global-equity', {
      id: 'fees',
      type: 'table',
      content: {
        en: table(['Fee', 'Rate'], rows(['Management fee', '1.20 %'], ['Performance fee', '10 %'])),
        de: table(['Gebühr', 'Satz'], rows(['Verwaltungsgebühr', '1.20 %'], ['Performancegebühr', '10 %'])),
      },
    }),
    component('global-equity', {
      id: 'regions',
      page: 'factsheet',
      type: 'vertical-bar-chart',
      content: { en: chart(rows(['Europe', 40], ['Americas', 60])) },
      links: [{ productId: 'global-equity-usd', page: 'factsheet' }],
    }),
    component('global-equity-usd', {
      id: 'regions',
      page: 'factsheet',
      type: 'vertical-bar-chart',
      content: { en: chart(rows(['Europe', 40], ['Americas', 60])) },
      links: [{ productId: 'global-equity', page: 'factsheet' }],
    }),
    component('global-equity', {
      id: 'top-countries',
      type: 'horizontal-bar-chart',
      content: { en: chart(rows(['US', 55], ['Japan', 12])) },
      links: [{ productId: 'global-equity-chf', page: 'overview' }],
    }),
    component('income-fund', {
      id: 'sectors',
      type: 'donut-chart',
      content: {
        en: chart(rows(['Utilities', 50], ['Real estate', 50])),
        fr: chart(rows(['Services publics', 50], ['Immobilier', 50])),
      },
    }),
    component('income-fund', {
      id: 'intro',
      type: 'text',
      content: { en: { title: '', text: '<p>Hi</p>', rows: [], footnote: '' } },
    }),
    component('income-fund', {
      id: 'risk-class',
      type: 'table',
      predefined: true,
      content: { en: table(['Class', 'Value'], rows(['SRI', '4'])) },
    }),
    component('income-fund', {
      id: 'legacy',
      page: 'factsheet',
      type: 'horizontal-bar-chart',
      editable: false,
      content: { en: chart(rows(['A', 1])) },
    }),
    component('other-fund', {
      id: 'asset-allocation',
      type: 'pie-chart',
      content: { en: chart(rows(['All', 100])) },
    }),
  ],
};
