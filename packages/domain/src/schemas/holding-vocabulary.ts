/**
 * The accepted values of a holding's translatable properties (seed 000 §5 "translatable properties must be accepted
 * values"): asset class, instrument type, sector, region. A holding stores the key (`fixedIncome`); the UI translates
 * it. Files may give the key or the English label in any case and spacing (`Fixed income`, `FIXED_INCOME`), or one
 * of a few common aliases (`bonds`). Currencies are ISO 4217 codes (below).
 */

export const HOLDING_ASSET_CLASSES_EN = {
  equity: 'Equity',
  fixedIncome: 'Fixed income',
  moneyMarket: 'Money market',
  cash: 'Cash',
  commodities: 'Commodities',
  realEstate: 'Real estate',
  alternatives: 'Alternatives',
  privateEquity: 'Private equity',
  hedgeFunds: 'Hedge funds',
  infrastructure: 'Infrastructure',
  multiAsset: 'Multi-asset',
  derivatives: 'Derivatives',
  other: 'Other',
} as const;

export const HOLDING_INSTRUMENT_TYPES_EN = {
  share: 'Share',
  bond: 'Bond',
  convertibleBond: 'Convertible bond',
  fund: 'Fund',
  etf: 'ETF',
  certificate: 'Certificate',
  structuredProduct: 'Structured product',
  moneyMarketInstrument: 'Money market instrument',
  cashAccount: 'Cash account',
  future: 'Future',
  option: 'Option',
  forward: 'Forward',
  swap: 'Swap',
  warrant: 'Warrant',
  other: 'Other',
} as const;

/** The 11 GICS sectors, plus what a multi-asset portfolio also holds. */
export const HOLDING_SECTORS_EN = {
  communicationServices: 'Communication services',
  consumerDiscretionary: 'Consumer discretionary',
  consumerStaples: 'Consumer staples',
  energy: 'Energy',
  financials: 'Financials',
  healthCare: 'Health care',
  industrials: 'Industrials',
  informationTechnology: 'Information technology',
  materials: 'Materials',
  realEstate: 'Real estate',
  utilities: 'Utilities',
  government: 'Government',
  diversified: 'Diversified',
  cash: 'Cash',
  other: 'Other',
} as const;

export const HOLDING_REGIONS_EN = {
  switzerland: 'Switzerland',
  europe: 'Europe',
  unitedKingdom: 'United Kingdom',
  northAmerica: 'North America',
  latinAmerica: 'Latin America',
  japan: 'Japan',
  asiaPacific: 'Asia Pacific',
  emergingMarkets: 'Emerging markets',
  middleEastAndAfrica: 'Middle East and Africa',
  global: 'Global',
  other: 'Other',
} as const;

export type HoldingAssetClass = keyof typeof HOLDING_ASSET_CLASSES_EN;
export type HoldingInstrumentType = keyof typeof HOLDING_INSTRUMENT_TYPES_EN;
export type HoldingSector = keyof typeof HOLDING_SECTORS_EN;
export type HoldingRegion = keyof typeof HOLDING_REGIONS_EN;

export type HoldingVocabularyKind = 'assetClass' | 'instrumentType' | 'sector' | 'region';

export const HOLDING_VOCABULARIES: Record<HoldingVocabularyKind, Readonly<Record<string, string>>> = {
  assetClass: HOLDING_ASSET_CLASSES_EN,
  instrumentType: HOLDING_INSTRUMENT_TYPES_EN,
  sector: HOLDING_SECTORS_EN,
  region: HOLDING_REGIONS_EN,
};

/** Common other names of accepted values (normalised spelling, see `normaliseTerm`). */
const ALIASES: Record<HoldingVocabularyKind, Readonly<Record<string, string>>> = {
  assetClass: { equities: 'equity', stocks: 'equity', bonds: 'fixedIncome', commodity: 'commodities' },
  instrumentType: {
    shares: 'share',
    stock: 'share',
    equity: 'share',
    bonds: 'bond',
    exchangetradedfund: 'etf',
    cash: 'cashAccount',
    futures: 'future',
    options: 'option',
  },
  sector: {
    healthcare: 'healthCare',
    it: 'informationTechnology',
    technology: 'informationTechnology',
    telecommunications: 'communicationServices',
    governments: 'government',
  },
  region: {
    uk: 'unitedKingdom',
    usa: 'northAmerica',
    emergingmarket: 'emergingMarkets',
    em: 'emergingMarkets',
  },
};

/** Lower case, letters and digits only: `Fixed income`, `fixed_income` and `fixedIncome` compare equal. */
const normaliseTerm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const LOOKUP: Record<HoldingVocabularyKind, ReadonlyMap<string, string>> = {
  assetClass: lookupOf('assetClass'),
  instrumentType: lookupOf('instrumentType'),
  sector: lookupOf('sector'),
  region: lookupOf('region'),
};

function lookupOf(kind: HoldingVocabularyKind): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [key, label] of Object.entries(HOLDING_VOCABULARIES[kind])) {
    map.set(normaliseTerm(key), key);
    map.set(normaliseTerm(label), key);
  }
  for (const [alias, key] of Object.entries(ALIASES[kind])) map.set(alias, key);
  return map;
}

/** The key of an accepted value as written in a file (key, English label or alias), or `null` if not accepted. */
export function holdingTermKey(kind: HoldingVocabularyKind, text: string): string | null {
  const norm = normaliseTerm(text);
  return norm === '' ? null : (LOOKUP[kind].get(norm) ?? null);
}

/** Active ISO 4217 currency codes, plus the precious metals funds hold (XAU, XAG, XPT, XPD). */
export const ISO_CURRENCIES: readonly string[] = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF ' +
  'CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD ' +
  'HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD ' +
  'MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN ' +
  'PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY ' +
  'TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XAG XAU XCD XOF XPD XPF XPT YER ZAR ZMW ZWG'
).split(' ');

const CURRENCY_SET = new Set(ISO_CURRENCIES);

/** The ISO 4217 code written in a file (any case, surrounding spaces), or `null` if it is not one. */
export function currencyCodeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CURRENCY_SET.has(code) ? code : null;
}
