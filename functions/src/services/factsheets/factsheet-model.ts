import {
  allocationOn,
  assetsUnderManagement,
  buildFactsheetModel,
  computeKeyNumbers,
  computeStatisticsTable,
  flowedDefaultLayout,
  factsheetComponentsOf,
  factsheetConfigSchema,
  FACTSHEET_STAT_PERIODS,
  holdingsOn,
  lastIndexOnOrBefore,
  localizedIn,
  periodReturns,
  primaryModeOf,
  RETURNS_PRICE_FIELD,
  STAT_PERIODS,
  TENANT_LOGO_IMAGE_ID,
  type AllocationDimension,
  type FactsheetConfig,
  type FactsheetHoldings,
  type FactsheetModel,
  type FactsheetQuery,
  type FactsheetResponse,
  type GenericComponent,
  type HoldingComponent,
  type HoldingComponentKind,
  type Language,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Firestore } from 'firebase-admin/firestore';
import { analysisOf } from '../analytics/analysis-series.js';
import { prepare, type AnalyticsSources } from '../analytics/analytics-sources.js';
import type { PortalConfig } from '../analytics/config-cache.js';
import { loadBenchmarkSeries, loadModeSeries, loadRiskFreeSeries } from '../analytics/series-data.js';
import { ApiHttpError } from '../core/api-error.js';
import type { Logger } from '../core/logger.js';
import type { FileStore } from '../files/file-store.js';
import { loadProductHoldings } from '../holdings/read-holdings.js';
import {
  headerImageSource,
  mediaImageSource,
  mediaRecordPaths,
  resolveFactsheetImages,
  sourceKey,
  type FactsheetImageSource,
} from './factsheet-images.js';
import { tenantPrimaryColor } from './tenant-brand.js';

/*
 * The factsheet of one product, language and date (docs/factsheets.md "Model"), built from domain inputs: the
 * configuration, the product, the query and the data loaders. The data is read as the overview, analytics and
 * holdings calls read it (cached series and holdings), the figures computed exactly as the analytics API computes
 * them with `period_end_date` = the factsheet date, then formatted by the domain's `buildFactsheetModel`.
 */

/** Allocation dimension of each holdings breakdown (top holdings list positions instead). */
const DIMENSION: Record<Exclude<HoldingComponentKind, 'topHoldings'>, AllocationDimension> = {
  assetClasses: 'assetClass',
  currencyExposure: 'currency',
  instrumentTypes: 'instrumentType',
  regions: 'region',
  sectors: 'sector',
};

/**
 * What a factsheet is built from besides the product and the query: the database its data loaders read (series,
 * holdings, texts, components), the file store of its images, the logger and the configuration (catalogue,
 * benchmarks) the caller read. No request, no reader: who may see the factsheet is the caller's decision (the API's
 * `factsheet` gate, the generation's per-product authorisation).
 */
export interface FactsheetInputs {
  db: Firestore;
  files: FileStore;
  log: Logger;
  config: PortalConfig;
}

async function productLang(c: FactsheetInputs, productId: string, lang: string): Promise<ProductLang | null> {
  try {
    return (await refs(c.db).productLang(productId, lang).get()).data() ?? null;
  } catch (error) {
    c.log.error('a product language document could not be read', { productId, lang, error });
    return null;
  }
}

async function platformDisclaimer(c: FactsheetInputs, lang: string): Promise<string> {
  try {
    const s = await refs(c.db).platformLang(lang).get();
    return s.data()?.compliance.defaultProductDisclaimer.trim() ?? '';
  } catch (error) {
    c.log.error('the platform compliance texts could not be read', { lang, error });
    return '';
  }
}

async function holdingComponents(c: FactsheetInputs, productId: string): Promise<HoldingComponent[]> {
  try {
    return (await refs(c.db).holdingComponents(productId).get()).docs.map((d) => d.data());
  } catch (error) {
    c.log.error('holding components could not be read', { productId, error });
    return [];
  }
}

/**
 * The factsheet page's components and the overview's flagged "show on factsheet", in the factsheet's order
 * (`factsheetComponentsOf`, docs/components.md "On the factsheet"). A product has a handful, so both pages are read.
 */
async function factsheetComponents(c: FactsheetInputs, productId: string): Promise<GenericComponent[]> {
  try {
    const snap = await refs(c.db).components(productId).get();
    return factsheetComponentsOf(snap.docs.map((d) => d.data()));
  } catch (error) {
    c.log.error('factsheet components could not be read', { productId, error });
    return [];
  }
}

export interface LoadedFactsheet {
  product: ProductConfig;
  lang: Language;
  model: FactsheetModel;
  config: FactsheetConfig;
  /** The images' bytes for the PDF, by image id. */
  imageBytes: Record<string, Uint8Array>;
  response: FactsheetResponse;
}

/**
 * The factsheet of `product` (docs/factsheets.md "Model"). No access check here: the API checks the reader first
 * (services/api/handlers/documents/get-factsheet.ts), the generation was authorised per product when an admin started it.
 */
export async function buildFactsheet(
  c: FactsheetInputs,
  product: ProductConfig,
  query: FactsheetQuery,
): Promise<LoadedFactsheet> {
  const lang = query.lang ?? product.availableLanguages[0] ?? 'en';
  if (!product.availableLanguages.includes(lang)) {
    throw new ApiHttpError('bad-request', `the product has no factsheet in ${lang}`, {
      details: { lang, available: product.availableLanguages },
    });
  }
  // The live mode's figures (the analysis page's first tab), else the product's primary mode.
  const mode = product.live ?? primaryModeOf(product);
  const benchmarkId = product.factsheet?.showBenchmark ? mode.benchmarks[0] : undefined;
  const benchmarkConfig = benchmarkId === undefined ? undefined : c.config.benchmarks.get(benchmarkId);
  const [fund, benchmarkData, content, holdings, components, hcs, platform, riskFree] = await Promise.all([
    loadModeSeries(c.db, product, mode),
    benchmarkConfig ? loadBenchmarkSeries(c.db, benchmarkConfig) : Promise.resolve(null),
    productLang(c, product.productId, lang),
    loadProductHoldings(c.db, product.productId, (path, error) => {
      c.log.error('A holdings record is invalid and is left out', { path, error: String(error) });
    }),
    factsheetComponents(c, product.productId),
    holdingComponents(c, product.productId),
    product.disclaimer?.[lang]?.trim() ? Promise.resolve('') : platformDisclaimer(c, lang),
    loadRiskFreeSeries(c.db, product.currency),
  ]);
  const s: AnalyticsSources = {
    product,
    mode,
    fund,
    benchmark: benchmarkConfig && benchmarkData ? { config: benchmarkConfig, data: benchmarkData } : null,
    riskFree,
  };
  const dates = fund.series.dates;
  const firstDate = dates[0] ?? null;
  const lastDate = dates.at(-1) ?? null;
  // The factsheet date: the last price on or before the requested date (default: the last price).
  const at = query.date === undefined ? dates.length - 1 : lastIndexOnOrBefore(dates, query.date);
  const date = dates[at] ?? query.date ?? lastDate ?? new Date().toISOString().slice(0, 10);
  const hasPrices = at >= 0 && dates.length > 0;

  // Exactly the analytics API's computations with `period_end_date` = date (get-analytics.ts), with the
  // currency's risk-free series as the page uses it when no rate is typed (docs/risk-free.md).
  const statsPrep = prepare(s, {
    priceField: RETURNS_PRICE_FIELD,
    cut: { start: undefined, end: date },
  });
  const statistics =
    hasPrices && mode.perfStats.length > 0
      ? computeStatisticsTable(statsPrep, { periods: FACTSHEET_STAT_PERIODS, statIds: mode.perfStats })
      : null;
  const periodsPrep = prepare(s, { priceField: RETURNS_PRICE_FIELD, cut: { start: undefined, end: date } });
  const periods = hasPrices
    ? periodReturns(periodsPrep.fund, periodsPrep.benchmark, periodsPrep.scale, STAT_PERIODS, {
        annualizePeriodsBiggerThanOneYear: false,
      })
    : [];
  const analysis = hasPrices ? analysisOf(s, undefined, date) : null;
  const keyNumbers = hasPrices
    ? computeKeyNumbers(fund.series, { inceptionDate: product.inceptionDate, periodEndDate: date })
    : null;

  const hInput = {
    productId: product.productId,
    currency: product.currency,
    snapshots: holdings.snapshots,
    overrides: holdings.overrides,
  };
  const factsheetHoldings: FactsheetHoldings[] = hcs.map((component) => ({
    component,
    data:
      component.kind === 'topHoldings'
        ? holdingsOn(hInput, date, lang)
        : allocationOn(hInput, DIMENSION[component.kind], date, lang),
  }));
  const aum = assetsUnderManagement({ ...hInput, configuredAum: product.aum }, date);
  const own = product.disclaimer?.[lang]?.trim() ?? '';

  const stored = content?.factsheet ?? factsheetConfigSchema.parse({});
  const imageComponents = components.flatMap((component) => {
    if (component.type !== 'image') return [];
    const media = (component.content[lang] ?? component.content.en ?? Object.values(component.content)[0])
      ?.media;
    return media ? [mediaImageSource(media)] : [];
  });
  const background = headerImageSource(stored.header.backgroundImage);
  const logo = headerImageSource(stored.header.logo);
  const resolved = await resolveFactsheetImages(
    {
      files: c.files,
      log: c.log,
      mediaPath: mediaRecordPaths(c.db, c.log),
      target: product,
      catalogue: c.config.products,
    },
    [
      ...product.contacts.map((contact) => (contact.image ? mediaImageSource(contact.image) : null)),
      ...imageComponents,
      background,
      logo,
    ],
    // Always: the editor's preview falls back to it when an admin removes the uploaded logo.
    { withTenantLogo: true },
  );
  const has = (id: string | undefined) => (id !== undefined && id in resolved.images ? id : null);
  const drawable = (source: FactsheetImageSource | null) =>
    source !== null && resolved.drawable.has(sourceKey(source));
  // A header image that may not be drawn (another product's media, no media record) is as if not set, in the
  // config the web gets too: the web never learns a ref to a product the factsheet may not show.
  const backgroundImage = drawable(background) ? stored.header.backgroundImage : null;
  const logoRef = drawable(logo) ? stored.header.logo : null;
  // No colour set: the tenant's. No logo set: the tenant's (docs/factsheets.md "Images").
  const styled: FactsheetConfig = {
    ...stored,
    header: { ...stored.header, backgroundImage, logo: logoRef },
    style: { ...stored.style, primaryColor: stored.style.primaryColor ?? tenantPrimaryColor() },
  };

  const model = buildFactsheetModel({
    product,
    lang,
    name: content?.general.productName ?? product.productName,
    date,
    description: content?.general.description ?? '',
    benchmarkName: s.benchmark ? localizedIn(s.benchmark.config.name, lang) : null,
    keyNumbers,
    aum: aum ? { value: aum.aum, currency: aum.currency } : null,
    statistics,
    statIds: mode.perfStats,
    periodReturns: periods,
    cumulativeReturns: analysis
      ? { fund: analysis.cumulativeReturns.fund, benchmark: analysis.cumulativeReturns.benchmark }
      : null,
    monthlyReturns: analysis?.monthlyReturns.fund ?? [],
    monthlyBenchmarkReturns: analysis?.monthlyReturns.benchmark ?? null,
    yearlyReturns: {
      fund: analysis?.yearlyReturns.fund ?? [],
      benchmark: analysis?.yearlyReturns.benchmark ?? null,
    },
    drawdownEpisodes: analysis?.drawdownEpisodes.fund ?? [],
    holdings: factsheetHoldings,
    components,
    images: resolved.images,
    disclaimer: own || platform,
    headerBackgroundImageId: backgroundImage === null ? null : has(background?.mediaId),
    logoImageId: logoRef === null ? has(TENANT_LOGO_IMAGE_ID) : has(logo?.mediaId),
  });
  const config: FactsheetConfig =
    styled.layout.length > 0 ? styled : { ...styled, layout: flowedDefaultLayout(model, styled) };
  return {
    product,
    lang,
    model,
    config,
    imageBytes: resolved.bytes,
    response: {
      productId: product.productId,
      lang,
      availableLanguages: product.availableLanguages,
      model,
      config,
      firstDate,
      lastDate,
    },
  };
}
