import type { Language } from '../constants.js';
import {
  HOLDING_VOCABULARIES,
  type HoldingAssetClass,
  type HoldingInstrumentType,
  type HoldingRegion,
  type HoldingSector,
  type HoldingVocabularyKind,
} from '../schemas/holding-vocabulary.js';
import type { HoldingComponentKind } from '../schemas/holdings.js';

/*
 * The one home of the holdings vocabulary's labels (../schemas/holding-vocabulary.ts) in the portal's other
 * languages. The English labels live beside the keys there (they are also what a CSV may spell); these are
 * display-only. Every surface reads them here: the API translates by `lang` (charts, tables, the factsheet PDF)
 * and the admin console calls `holdingTermLabel` directly, so no locale file repeats a term (a web test checks).
 * The word choices (Swiss German "Obligationen", European Portuguese) are listed in docs/holdings.md.
 */

type Labels<K extends string> = Readonly<Record<K, string>>;
type Translated = Readonly<Record<Exclude<Language, 'en'>, Labels<string>>>;

const ASSET_CLASSES: Readonly<Record<Exclude<Language, 'en'>, Labels<HoldingAssetClass>>> = {
  de: {
    equity: 'Aktien',
    fixedIncome: 'Obligationen',
    moneyMarket: 'Geldmarkt',
    cash: 'Liquidität',
    commodities: 'Rohstoffe',
    realEstate: 'Immobilien',
    alternatives: 'Alternative Anlagen',
    privateEquity: 'Private Equity',
    hedgeFunds: 'Hedgefonds',
    infrastructure: 'Infrastruktur',
    multiAsset: 'Multi-Asset',
    derivatives: 'Derivate',
    other: 'Übrige',
  },
  fr: {
    equity: 'Actions',
    fixedIncome: 'Obligations',
    moneyMarket: 'Marché monétaire',
    cash: 'Liquidités',
    commodities: 'Matières premières',
    realEstate: 'Immobilier',
    alternatives: 'Placements alternatifs',
    privateEquity: 'Capital-investissement',
    hedgeFunds: 'Hedge funds',
    infrastructure: 'Infrastructures',
    multiAsset: 'Multi-actifs',
    derivatives: 'Produits dérivés',
    other: 'Autres',
  },
  pt: {
    equity: 'Ações',
    fixedIncome: 'Obrigações',
    moneyMarket: 'Mercado monetário',
    cash: 'Liquidez',
    commodities: 'Matérias-primas',
    realEstate: 'Imobiliário',
    alternatives: 'Investimentos alternativos',
    privateEquity: 'Private equity',
    hedgeFunds: 'Hedge funds',
    infrastructure: 'Infraestruturas',
    multiAsset: 'Multiativos',
    derivatives: 'Derivados',
    other: 'Outros',
  },
};

const INSTRUMENT_TYPES: Readonly<Record<Exclude<Language, 'en'>, Labels<HoldingInstrumentType>>> = {
  de: {
    share: 'Aktie',
    bond: 'Obligation',
    convertibleBond: 'Wandelanleihe',
    fund: 'Fonds',
    etf: 'ETF',
    certificate: 'Zertifikat',
    structuredProduct: 'Strukturiertes Produkt',
    moneyMarketInstrument: 'Geldmarktinstrument',
    cashAccount: 'Kontokorrent',
    future: 'Future',
    option: 'Option',
    forward: 'Termingeschäft',
    swap: 'Swap',
    warrant: 'Optionsschein',
    other: 'Übrige',
  },
  fr: {
    share: 'Action',
    bond: 'Obligation',
    convertibleBond: 'Obligation convertible',
    fund: 'Fonds',
    etf: 'ETF',
    certificate: 'Certificat',
    structuredProduct: 'Produit structuré',
    moneyMarketInstrument: 'Instrument du marché monétaire',
    cashAccount: 'Compte courant',
    future: 'Future',
    option: 'Option',
    forward: 'Contrat à terme de gré à gré',
    swap: 'Swap',
    warrant: 'Warrant',
    other: 'Autres',
  },
  pt: {
    share: 'Ação',
    bond: 'Obrigação',
    convertibleBond: 'Obrigação convertível',
    fund: 'Fundo',
    etf: 'ETF',
    certificate: 'Certificado',
    structuredProduct: 'Produto estruturado',
    moneyMarketInstrument: 'Instrumento do mercado monetário',
    cashAccount: 'Conta à ordem',
    future: 'Futuro',
    option: 'Opção',
    forward: 'Contrato a prazo',
    swap: 'Swap',
    warrant: 'Warrant',
    other: 'Outros',
  },
};

const SECTORS: Readonly<Record<Exclude<Language, 'en'>, Labels<HoldingSector>>> = {
  de: {
    communicationServices: 'Kommunikationsdienste',
    consumerDiscretionary: 'Zyklische Konsumgüter',
    consumerStaples: 'Basiskonsumgüter',
    energy: 'Energie',
    financials: 'Finanzwesen',
    healthCare: 'Gesundheitswesen',
    industrials: 'Industrie',
    informationTechnology: 'Informationstechnologie',
    materials: 'Roh-, Hilfs- und Betriebsstoffe',
    realEstate: 'Immobilien',
    utilities: 'Versorger',
    government: 'Staatsanleihen',
    diversified: 'Diversifiziert',
    cash: 'Liquidität',
    other: 'Übrige',
  },
  fr: {
    communicationServices: 'Services de communication',
    consumerDiscretionary: 'Consommation discrétionnaire',
    consumerStaples: 'Consommation de base',
    energy: 'Énergie',
    financials: 'Finance',
    healthCare: 'Santé',
    industrials: 'Industrie',
    informationTechnology: 'Technologies de l’information',
    materials: 'Matériaux',
    realEstate: 'Immobilier',
    utilities: 'Services aux collectivités',
    government: 'Emprunts d’État',
    diversified: 'Diversifié',
    cash: 'Liquidités',
    other: 'Autres',
  },
  pt: {
    communicationServices: 'Serviços de comunicação',
    consumerDiscretionary: 'Consumo discricionário',
    consumerStaples: 'Bens de consumo essenciais',
    energy: 'Energia',
    financials: 'Financeiro',
    healthCare: 'Saúde',
    industrials: 'Indústria',
    informationTechnology: 'Tecnologias de informação',
    materials: 'Materiais',
    realEstate: 'Imobiliário',
    utilities: 'Serviços públicos',
    government: 'Dívida pública',
    diversified: 'Diversificado',
    cash: 'Liquidez',
    other: 'Outros',
  },
};

const REGIONS: Readonly<Record<Exclude<Language, 'en'>, Labels<HoldingRegion>>> = {
  de: {
    switzerland: 'Schweiz',
    europe: 'Europa',
    unitedKingdom: 'Vereinigtes Königreich',
    northAmerica: 'Nordamerika',
    latinAmerica: 'Lateinamerika',
    japan: 'Japan',
    asiaPacific: 'Asien-Pazifik',
    emergingMarkets: 'Schwellenländer',
    middleEastAndAfrica: 'Naher Osten und Afrika',
    global: 'Global',
    other: 'Übrige',
  },
  fr: {
    switzerland: 'Suisse',
    europe: 'Europe',
    unitedKingdom: 'Royaume-Uni',
    northAmerica: 'Amérique du Nord',
    latinAmerica: 'Amérique latine',
    japan: 'Japon',
    asiaPacific: 'Asie-Pacifique',
    emergingMarkets: 'Marchés émergents',
    middleEastAndAfrica: 'Moyen-Orient et Afrique',
    global: 'Monde',
    other: 'Autres',
  },
  pt: {
    switzerland: 'Suíça',
    europe: 'Europa',
    unitedKingdom: 'Reino Unido',
    northAmerica: 'América do Norte',
    latinAmerica: 'América Latina',
    japan: 'Japão',
    asiaPacific: 'Ásia-Pacífico',
    emergingMarkets: 'Mercados emergentes',
    middleEastAndAfrica: 'Médio Oriente e África',
    global: 'Global',
    other: 'Outros',
  },
};

const TRANSLATED: Readonly<Record<HoldingVocabularyKind, Translated>> = {
  assetClass: ASSET_CLASSES,
  instrumentType: INSTRUMENT_TYPES,
  sector: SECTORS,
  region: REGIONS,
};

/**
 * The names of the holdings breakdowns (the overview's headings, the factsheet's block titles, the admin console's
 * component list) in every language: one home, read by the web's `holdings` and `holdingsAdmin` namespaces (merged
 * in by web/src/lib/domain-terms.ts) and by ../factsheet/labels.ts.
 */
export const HOLDING_COMPONENT_LABELS: Readonly<Record<Language, Labels<HoldingComponentKind>>> = {
  en: {
    assetClasses: 'Asset classes',
    currencyExposure: 'Currency exposure',
    instrumentTypes: 'Instrument types',
    regions: 'Regions',
    sectors: 'Sectors',
    topHoldings: 'Top holdings',
  },
  de: {
    assetClasses: 'Anlageklassen',
    currencyExposure: 'Währungsallokation',
    instrumentTypes: 'Instrumenttypen',
    regions: 'Regionen',
    sectors: 'Sektoren',
    topHoldings: 'Grösste Positionen',
  },
  fr: {
    assetClasses: 'Classes d’actifs',
    currencyExposure: 'Exposition aux devises',
    instrumentTypes: 'Types d’instruments',
    regions: 'Régions',
    sectors: 'Secteurs',
    topHoldings: 'Principales positions',
  },
  pt: {
    assetClasses: 'Classes de ativos',
    currencyExposure: 'Exposição cambial',
    instrumentTypes: 'Tipos de instrumento',
    regions: 'Regiões',
    sectors: 'Setores',
    topHoldings: 'Principais posições',
  },
};

/**
 * The label of a vocabulary key in `lang`. A key outside the vocabulary (data written before a term was retired)
 * is shown as stored rather than dropped, so the weights still add up.
 */
export function holdingTermLabel(kind: HoldingVocabularyKind, key: string, lang: Language): string {
  const labels = lang === 'en' ? HOLDING_VOCABULARIES[kind] : TRANSLATED[kind][lang];
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

/** The name of an ISO 4217 currency in `lang` ("US-Dollar"), or the code when the runtime does not know it. */
export function currencyLabel(code: string, lang: Language): string {
  let names = CURRENCY_NAMES.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'currency', fallback: 'code' });
    CURRENCY_NAMES.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a well-formed code (data written outside the importer): shown as stored.
    return code;
  }
}

const CURRENCY_NAMES = new Map<Language, Intl.DisplayNames>();
