/**
 * The demo tenant's holdings (issue 11.8): month-end snapshots of realistic portfolios for a global equity fund, a
 * multi-asset strategy and a Swiss franc bond fund (equities, bonds, funds, gold, cash and an FX forward; several
 * currencies, regions, sectors and instrument types; a short index future), plus the holding components that show
 * them on the overview. Deterministic: the same `today` gives the same documents. Weights drift from month to month
 * and add up to 100 % (the short future and the forward included); values are weight x the month's AuM, which ends
 * at the product's configured AuM. Written as the admin console writes them, each checked by the domain's schema.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  holdingComponentSchema,
  holdingSnapshotSchema,
  type Holding,
  type HoldingComponent,
  type HoldingSnapshot,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';

/** A position: name, currency, ISIN ('' for cash and OTC derivatives), asset class, instrument type, sector, region, target weight in %. */
type Row = [string, string, string, string, string, string, string, number];

const EQUITY: Row[] = [
  ['Apple Inc.', 'USD', 'US0378331005', 'equity', 'share', 'informationTechnology', 'northAmerica', 4.6],
  ['Microsoft Corp.', 'USD', 'US5949181045', 'equity', 'share', 'informationTechnology', 'northAmerica', 4.4],
  ['NVIDIA Corp.', 'USD', 'US67066G1040', 'equity', 'share', 'informationTechnology', 'northAmerica', 3.9],
  ['Amazon.com Inc.', 'USD', 'US0231351067', 'equity', 'share', 'consumerDiscretionary', 'northAmerica', 3.1],
  ['Alphabet Inc. A', 'USD', 'US02079K3059', 'equity', 'share', 'communicationServices', 'northAmerica', 2.6],
  [
    'Meta Platforms Inc.',
    'USD',
    'US30303M1027',
    'equity',
    'share',
    'communicationServices',
    'northAmerica',
    1.9,
  ],
  ['JPMorgan Chase & Co.', 'USD', 'US46625H1005', 'equity', 'share', 'financials', 'northAmerica', 1.8],
  ['UnitedHealth Group', 'USD', 'US91324P1021', 'equity', 'share', 'healthCare', 'northAmerica', 1.4],
  ['Exxon Mobil Corp.', 'USD', 'US30231G1022', 'equity', 'share', 'energy', 'northAmerica', 1.3],
  ['Visa Inc. A', 'USD', 'US92826C8394', 'equity', 'share', 'financials', 'northAmerica', 1.3],
  ['Procter & Gamble Co.', 'USD', 'US7427181091', 'equity', 'share', 'consumerStaples', 'northAmerica', 1.1],
  ['Linde plc', 'USD', 'IE000S9YS762', 'equity', 'share', 'materials', 'northAmerica', 1.0],
  ['Caterpillar Inc.', 'USD', 'US1491231015', 'equity', 'share', 'industrials', 'northAmerica', 0.9],
  ['NextEra Energy Inc.', 'USD', 'US65339F1012', 'equity', 'share', 'utilities', 'northAmerica', 0.8],
  ['Prologis Inc.', 'USD', 'US74340W1036', 'equity', 'share', 'realEstate', 'northAmerica', 0.7],
  ['Nestlé SA', 'CHF', 'CH0038863350', 'equity', 'share', 'consumerStaples', 'switzerland', 3.2],
  ['Roche Holding AG', 'CHF', 'CH0012032048', 'equity', 'share', 'healthCare', 'switzerland', 2.8],
  ['Novartis AG', 'CHF', 'CH0012005267', 'equity', 'share', 'healthCare', 'switzerland', 2.6],
  ['UBS Group AG', 'CHF', 'CH0244767585', 'equity', 'share', 'financials', 'switzerland', 1.7],
  ['Zurich Insurance Group', 'CHF', 'CH0011075394', 'equity', 'share', 'financials', 'switzerland', 1.4],
  ['ABB Ltd', 'CHF', 'CH0012221716', 'equity', 'share', 'industrials', 'switzerland', 1.3],
  [
    'Compagnie Financière Richemont',
    'CHF',
    'CH0210483332',
    'equity',
    'share',
    'consumerDiscretionary',
    'switzerland',
    1.1,
  ],
  ['ASML Holding NV', 'EUR', 'NL0010273215', 'equity', 'share', 'informationTechnology', 'europe', 2.2],
  ['LVMH Moët Hennessy', 'EUR', 'FR0000121014', 'equity', 'share', 'consumerDiscretionary', 'europe', 1.7],
  ['SAP SE', 'EUR', 'DE0007164600', 'equity', 'share', 'informationTechnology', 'europe', 1.8],
  ['Siemens AG', 'EUR', 'DE0007236101', 'equity', 'share', 'industrials', 'europe', 1.4],
  ['TotalEnergies SE', 'EUR', 'FR0000120271', 'equity', 'share', 'energy', 'europe', 1.2],
  ['Allianz SE', 'EUR', 'DE0008404005', 'equity', 'share', 'financials', 'europe', 1.2],
  ['Iberdrola SA', 'EUR', 'ES0144580Y14', 'equity', 'share', 'utilities', 'europe', 0.9],
  ['Schneider Electric SE', 'EUR', 'FR0000121972', 'equity', 'share', 'industrials', 'europe', 1.0],
  ['Novo Nordisk A/S B', 'DKK', 'DK0062498333', 'equity', 'share', 'healthCare', 'europe', 1.6],
  ['AstraZeneca plc', 'GBP', 'GB0009895292', 'equity', 'share', 'healthCare', 'unitedKingdom', 1.5],
  ['Shell plc', 'GBP', 'GB00BP6MXD84', 'equity', 'share', 'energy', 'unitedKingdom', 1.3],
  ['HSBC Holdings plc', 'GBP', 'GB0005405286', 'equity', 'share', 'financials', 'unitedKingdom', 1.1],
  ['Unilever plc', 'GBP', 'GB00B10RZP78', 'equity', 'share', 'consumerStaples', 'unitedKingdom', 1.0],
  ['Toyota Motor Corp.', 'JPY', 'JP3633400001', 'equity', 'share', 'consumerDiscretionary', 'japan', 1.4],
  ['Sony Group Corp.', 'JPY', 'JP3435000009', 'equity', 'share', 'consumerDiscretionary', 'japan', 1.1],
  ['Keyence Corp.', 'JPY', 'JP3236200006', 'equity', 'share', 'informationTechnology', 'japan', 0.9],
  [
    'Taiwan Semiconductor ADR',
    'USD',
    'US8740391003',
    'equity',
    'share',
    'informationTechnology',
    'emergingMarkets',
    2.0,
  ],
  [
    'Samsung Electronics',
    'KRW',
    'KR7005930003',
    'equity',
    'share',
    'informationTechnology',
    'emergingMarkets',
    1.2,
  ],
  [
    'Tencent Holdings',
    'HKD',
    'KYG875721634',
    'equity',
    'share',
    'communicationServices',
    'emergingMarkets',
    1.1,
  ],
  ['BHP Group Ltd', 'AUD', 'AU000000BHP4', 'equity', 'share', 'materials', 'asiaPacific', 0.9],
  [
    'Commonwealth Bank of Australia',
    'AUD',
    'AU000000CBA7',
    'equity',
    'share',
    'financials',
    'asiaPacific',
    0.8,
  ],
  [
    'iShares Core MSCI EM IMI ETF',
    'USD',
    'IE00BKM4GZ66',
    'equity',
    'etf',
    'diversified',
    'emergingMarkets',
    2.5,
  ],
  ['Cash account CHF', 'CHF', '', 'cash', 'cashAccount', 'cash', 'switzerland', 1.6],
  ['Cash account USD', 'USD', '', 'cash', 'cashAccount', 'cash', 'northAmerica', 0.7],
  ['FX forward EUR/CHF', 'EUR', '', 'derivatives', 'forward', 'other', 'europe', -0.2],
];

const MULTI_ASSET: Row[] = [
  ['iShares SMI ETF (CH)', 'CHF', 'CH0008899764', 'equity', 'etf', 'diversified', 'switzerland', 9.5],
  [
    'iShares Core S&P 500 UCITS ETF',
    'USD',
    'IE00B5BMR087',
    'equity',
    'etf',
    'diversified',
    'northAmerica',
    12.0,
  ],
  [
    'iShares Core MSCI Europe UCITS ETF',
    'EUR',
    'IE00B4K48X80',
    'equity',
    'etf',
    'diversified',
    'europe',
    7.0,
  ],
  ['Xtrackers MSCI Japan UCITS ETF', 'USD', 'LU0274209740', 'equity', 'etf', 'diversified', 'japan', 3.5],
  [
    'iShares Core MSCI EM IMI ETF',
    'USD',
    'IE00BKM4GZ66',
    'equity',
    'etf',
    'diversified',
    'emergingMarkets',
    4.5,
  ],
  ['Nestlé SA', 'CHF', 'CH0038863350', 'equity', 'share', 'consumerStaples', 'switzerland', 2.0],
  ['Novartis AG', 'CHF', 'CH0012005267', 'equity', 'share', 'healthCare', 'switzerland', 1.8],
  [
    'Swiss Confederation 0.5% 2032',
    'CHF',
    'CH0224397346',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    6.5,
  ],
  [
    'Swiss Confederation 1.5% 2042',
    'CHF',
    'CH0127181193',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    4.0,
  ],
  [
    'Bundesrepublik Deutschland 2.3% 2033',
    'EUR',
    'DE000BU2Z007',
    'fixedIncome',
    'bond',
    'government',
    'europe',
    4.5,
  ],
  ['US Treasury 4.0% 2034', 'USD', 'US91282CJZ59', 'fixedIncome', 'bond', 'government', 'northAmerica', 5.5],
  ['UK Gilt 4.25% 2034', 'GBP', 'GB00BQC82C90', 'fixedIncome', 'bond', 'government', 'unitedKingdom', 2.0],
  [
    'Nestlé Finance 1.25% 2030',
    'CHF',
    'CH0419041295',
    'fixedIncome',
    'bond',
    'consumerStaples',
    'switzerland',
    2.5,
  ],
  [
    'Roche Kapitalmarkt 0.45% 2031',
    'CHF',
    'CH0536893255',
    'fixedIncome',
    'bond',
    'healthCare',
    'switzerland',
    2.0,
  ],
  [
    'Pfandbriefbank 1.0% 2035',
    'CHF',
    'CH0419040842',
    'fixedIncome',
    'bond',
    'financials',
    'switzerland',
    3.0,
  ],
  [
    'Apple Inc. 3.35% 2032',
    'USD',
    'US037833EN61',
    'fixedIncome',
    'bond',
    'informationTechnology',
    'northAmerica',
    2.0,
  ],
  [
    'iShares Global Corp Bond CHF Hedged',
    'CHF',
    'IE00BJSFR200',
    'fixedIncome',
    'etf',
    'diversified',
    'global',
    5.0,
  ],
  [
    'Vontobel EM Debt Fund',
    'USD',
    'LU0926439729',
    'fixedIncome',
    'fund',
    'government',
    'emergingMarkets',
    3.0,
  ],
  ['ZKB Gold ETF AA CHF', 'CHF', 'CH0139101593', 'commodities', 'etf', 'other', 'global', 5.5],
  ['UBS Swiss Property Fund', 'CHF', 'CH0014420829', 'realEstate', 'fund', 'realEstate', 'switzerland', 4.5],
  [
    'Global Macro Opportunities Fund',
    'USD',
    'LU1834988278',
    'hedgeFunds',
    'fund',
    'diversified',
    'global',
    3.0,
  ],
  ['Infrastructure Income Fund', 'EUR', 'LU1890834598', 'infrastructure', 'fund', 'utilities', 'europe', 2.2],
  ['SMI index future (short)', 'CHF', '', 'derivatives', 'future', 'diversified', 'switzerland', -3.0],
  ['Call money CHF', 'CHF', '', 'moneyMarket', 'moneyMarketInstrument', 'cash', 'switzerland', 3.0],
  ['Cash account CHF', 'CHF', '', 'cash', 'cashAccount', 'cash', 'switzerland', 2.5],
  ['Cash account EUR', 'EUR', '', 'cash', 'cashAccount', 'cash', 'europe', 0.8],
  ['Cash account USD', 'USD', '', 'cash', 'cashAccount', 'cash', 'northAmerica', 1.7],
];

const SWISS_BOND: Row[] = [
  [
    'Swiss Confederation 4.0% 2028',
    'CHF',
    'CH0008680370',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    6.0,
  ],
  [
    'Swiss Confederation 0.5% 2032',
    'CHF',
    'CH0224397346',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    7.5,
  ],
  [
    'Swiss Confederation 1.5% 2042',
    'CHF',
    'CH0127181193',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    5.5,
  ],
  [
    'Swiss Confederation 0.5% 2058',
    'CHF',
    'CH0344958688',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    3.0,
  ],
  [
    'Canton of Zurich 0.25% 2031',
    'CHF',
    'CH0361532838',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    3.5,
  ],
  [
    'Canton of Geneva 1.0% 2034',
    'CHF',
    'CH0419041949',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    3.0,
  ],
  [
    'City of Lausanne 0.75% 2033',
    'CHF',
    'CH0419040123',
    'fixedIncome',
    'bond',
    'government',
    'switzerland',
    2.0,
  ],
  [
    'Pfandbriefzentrale 0.375% 2030',
    'CHF',
    'CH0396094357',
    'fixedIncome',
    'bond',
    'financials',
    'switzerland',
    5.0,
  ],
  [
    'Pfandbriefbank 1.0% 2035',
    'CHF',
    'CH0419040842',
    'fixedIncome',
    'bond',
    'financials',
    'switzerland',
    5.0,
  ],
  [
    'Zürcher Kantonalbank 0.5% 2031',
    'CHF',
    'CH0419044190',
    'fixedIncome',
    'bond',
    'financials',
    'switzerland',
    4.0,
  ],
  ['UBS Group 2.125% 2030', 'CHF', 'CH1168499791', 'fixedIncome', 'bond', 'financials', 'switzerland', 3.5],
  ['Swiss Life 1.5% 2032', 'CHF', 'CH0536893024', 'fixedIncome', 'bond', 'financials', 'switzerland', 2.5],
  [
    'Nestlé Finance 1.25% 2030',
    'CHF',
    'CH0419041295',
    'fixedIncome',
    'bond',
    'consumerStaples',
    'switzerland',
    4.0,
  ],
  [
    'Roche Kapitalmarkt 0.45% 2031',
    'CHF',
    'CH0536893255',
    'fixedIncome',
    'bond',
    'healthCare',
    'switzerland',
    3.5,
  ],
  ['Novartis 0.625% 2029', 'CHF', 'CH0419041451', 'fixedIncome', 'bond', 'healthCare', 'switzerland', 3.0],
  [
    'Swisscom 0.375% 2031',
    'CHF',
    'CH0536893693',
    'fixedIncome',
    'bond',
    'communicationServices',
    'switzerland',
    3.0,
  ],
  ['Axpo Holding 2.0% 2032', 'CHF', 'CH1173567420', 'fixedIncome', 'bond', 'utilities', 'switzerland', 2.5],
  [
    'Holcim Helvetia 1.0% 2030',
    'CHF',
    'CH0419041634',
    'fixedIncome',
    'bond',
    'materials',
    'switzerland',
    2.5,
  ],
  [
    'Swiss Prime Site 0.65% 2029',
    'CHF',
    'CH0419041857',
    'fixedIncome',
    'bond',
    'realEstate',
    'switzerland',
    2.0,
  ],
  ['SBB 0.25% 2034', 'CHF', 'CH0419040735', 'fixedIncome', 'bond', 'industrials', 'switzerland', 3.0],
  [
    'Apple Inc. 0.375% 2029 (CHF)',
    'CHF',
    'CH0419041067',
    'fixedIncome',
    'bond',
    'informationTechnology',
    'northAmerica',
    2.5,
  ],
  [
    'Coca-Cola 0.25% 2031 (CHF)',
    'CHF',
    'CH0536893198',
    'fixedIncome',
    'bond',
    'consumerStaples',
    'northAmerica',
    2.0,
  ],
  [
    'Deutsche Bahn 0.5% 2032 (CHF)',
    'CHF',
    'CH0536893511',
    'fixedIncome',
    'bond',
    'industrials',
    'europe',
    2.5,
  ],
  ['EIB 1.625% 2033 (CHF)', 'CHF', 'CH0419041741', 'fixedIncome', 'bond', 'government', 'global', 3.5],
  ['World Bank 0.25% 2032 (CHF)', 'CHF', 'CH0536893875', 'fixedIncome', 'bond', 'government', 'global', 3.0],
  ['Rabobank 0.5% 2030 (CHF)', 'CHF', 'CH0419040925', 'fixedIncome', 'bond', 'financials', 'europe', 2.0],
  [
    'Stadler Rail 1.25% 2031 (convertible)',
    'CHF',
    'CH1173567693',
    'fixedIncome',
    'convertibleBond',
    'industrials',
    'switzerland',
    1.5,
  ],
  ['Swiss franc money market fund', 'CHF', 'CH0016370279', 'moneyMarket', 'fund', 'cash', 'switzerland', 2.0],
  ['Cash account CHF', 'CHF', '', 'cash', 'cashAccount', 'cash', 'switzerland', 1.0],
];

interface SeedPortfolio {
  productId: string;
  rows: Row[];
  /** Monthly AuM growth, to walk the AuM back from the configured figure. */
  monthlyGrowth: number;
  components: Omit<HoldingComponent, 'kind'>[];
}

const C = (
  chartType: HoldingComponent['chartType'],
  showOnOverview: boolean,
  topHoldingsCount: number | null = null,
) => ({
  chartType,
  showOnOverview,
  topHoldingsCount,
});

/** Component settings in the order of HOLDING_COMPONENT_KINDS: asset classes, currency exposure, instrument types, regions, sectors, top holdings. */
const PORTFOLIOS: SeedPortfolio[] = [
  {
    productId: 'global-equity-chf',
    rows: EQUITY,
    monthlyGrowth: 0.012,
    components: [
      C('pie', false),
      C('pie', true),
      C('table', false),
      C('donut', true),
      C('bar', true),
      C('table', true, 10),
    ],
  },
  {
    productId: 'multi-asset-dynamic',
    rows: MULTI_ASSET,
    monthlyGrowth: 0.006,
    components: [
      C('donut', true),
      C('bar', true),
      C('bar', false),
      C('pie', false),
      C('table', false),
      C('table', true),
    ],
  },
  {
    productId: 'swiss-bond-i',
    rows: SWISS_BOND,
    monthlyGrowth: 0.002,
    components: [
      C('table', false),
      C('table', false),
      C('bar', true),
      C('pie', false),
      C('pie', true),
      C('table', true, 10),
    ],
  },
];

const KINDS = [
  'assetClasses',
  'currencyExposure',
  'instrumentTypes',
  'regions',
  'sectors',
  'topHoldings',
] as const;

/** The number of month-end snapshots per product. */
export const SEED_HOLDING_DATES = 10;

/** The last `n` month ends strictly before `today`, ascending (calendar month ends: fund reports are dated so). */
export function monthEndsBefore(today: string, n: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n; i >= 1; i--) out.push(new Date(Date.UTC(y, m - i, 0)).toISOString().slice(0, 10));
  return out;
}

/** A small deterministic generator (LCG), seeded per product. */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** FNV-1a over the UTF-16 code units of an (ASCII) product id. */
function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

/**
 * The snapshots of one portfolio: target weights drift by up to ±15 % per month (cash and derivatives stay put) and
 * are scaled so the long positions fill 100 % plus the short ones' absolute weight; weights are rounded to 6 decimals with the
 * rounding rest put on the largest position, so every snapshot adds up to exactly 1. The last position of the list
 * enters only in the third snapshot, so the over-time charts show a change of composition.
 */
export function seedSnapshots(portfolio: SeedPortfolio, aum: number, today: string): HoldingSnapshot[] {
  const next = random(seedOf(portfolio.productId));
  const dates = monthEndsBefore(today, SEED_HOLDING_DATES);
  const drift = portfolio.rows.map(() => 1);
  return dates.map((date, t) => {
    const monthAum = aum / (1 + portfolio.monthlyGrowth) ** (dates.length - 1 - t);
    const rows = portfolio.rows.filter((_, i) => t >= 2 || i < portfolio.rows.length - 1);
    const raw = rows.map((r) => {
      const i = portfolio.rows.indexOf(r);
      const fixed = r[3] === 'cash' || r[3] === 'derivatives';
      if (!fixed) drift[i] = (drift[i] ?? 1) * (1 + (next() - 0.5) * 0.3 * 0.35);
      return r[7] * (fixed ? 1 : (drift[i] ?? 1));
    });
    const shorts = raw.filter((w) => w < 0).reduce((a, w) => a + w, 0);
    const longs = raw.filter((w) => w > 0).reduce((a, w) => a + w, 0);
    const weights = raw.map(
      (w) => Math.round((w > 0 ? (w / longs) * (1 - shorts / 100) : w / 100) * 1e6) / 1e6,
    );
    const rest = Math.round((1 - weights.reduce((a, w) => a + w, 0)) * 1e6) / 1e6;
    const largest = weights.indexOf(Math.max(...weights));
    weights[largest] = Math.round(((weights[largest] ?? 0) + rest) * 1e6) / 1e6;
    const holdings: Holding[] = rows.map((r, i) => ({
      holdingName: r[0],
      currency: r[1],
      isin: r[2],
      assetClass: r[3],
      instrumentType: r[4],
      sector: r[5],
      region: r[6],
      weight: weights[i] ?? 0,
      value: Math.round((weights[i] ?? 0) * monthAum * 100) / 100,
    }));
    return holdingSnapshotSchema.parse({
      productId: portfolio.productId,
      date,
      holdings,
      importedAt: new Date(`${date}T18:00:00Z`),
      importedBy: 'seed',
    });
  });
}

/** The seeded snapshots and components of every demo product that has a portfolio here and allows holdings. */
export function seedHoldings(
  products: readonly ProductConfig[],
  today: string,
): { snapshots: HoldingSnapshot[]; components: (HoldingComponent & { productId: string })[] } {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const snapshots: HoldingSnapshot[] = [];
  const components: (HoldingComponent & { productId: string })[] = [];
  for (const portfolio of PORTFOLIOS) {
    const product = byId.get(portfolio.productId);
    if (!product?.allowHoldingDataModification) continue;
    snapshots.push(...seedSnapshots(portfolio, product.aum ?? 100_000_000, today));
    portfolio.components.forEach((c, i) => {
      const kind = KINDS[i];
      if (kind)
        components.push({ productId: product.productId, ...holdingComponentSchema.parse({ kind, ...c }) });
    });
  }
  return { snapshots, components };
}

/** Writes the seeded holdings and holding components (the products were cleared before, with their sub-collections). */
export async function writeSeedHoldings(
  db: Firestore,
  products: readonly ProductConfig[],
  today: string,
): Promise<number> {
  const { snapshots, components } = seedHoldings(products, today);
  const r = refs(db);
  const batch = db.batch();
  for (const s of snapshots) batch.set(r.holdingSnapshot(s.productId, s.date), s);
  for (const { productId, ...c } of components) batch.set(r.holdingComponents(productId).doc(c.kind), c);
  await batch.commit();
  return snapshots.length;
}
