import { ANALYSIS_TERMS } from '../analytics/analysis-terms.js';
import { LANGUAGES, type Language, type StatId, type StatPeriod } from '../constants.js';
import { HOLDING_COMPONENT_LABELS } from '../holdings/vocabulary-labels.js';
import type { HoldingComponentKind } from '../schemas/holdings.js';

/**
 * The fixed texts of a factsheet in each language (titles, column headers, key-figure labels). Terms another surface
 * shows too are not repeated here but read from their one home: statistic and period names, the drawdown and yearly
 * headers and the "Max" column from ../analytics/analysis-terms.ts (the analysis page's), the holdings breakdown names
 * from ../holdings/vocabulary-labels.ts (the overview's and the console's); labels.test.ts checks it. Month names
 * come from `Intl`.
 */
export interface FactsheetLabels {
  page: string;
  titles: {
    keyFigures: string;
    cumulativeReturns: string;
    periodReturns: string;
    statistics: string;
    monthlyReturns: string;
    yearlyReturns: string;
    drawdowns: string;
    details: string;
    keyCharacteristics: string;
    contacts: string;
    disclaimer: string;
  };
  holdings: Record<HoldingComponentKind, string>;
  keyFigures: {
    nav: string;
    navDate: string;
    currency: string;
    inceptionDate: string;
    aum: string;
    ytd: string;
    mtd: string;
    sinceInception: string;
    isin: string;
    shareClass: string;
    valor: string;
    bloombergCode: string;
    managementFee: string;
    performanceFee: string;
    hedged: string;
    distributionPolicy: string;
    accumulating: string;
    distributing: string;
    yes: string;
    no: string;
  };
  columns: {
    period: string;
    fund: string;
    benchmark: string;
    year: string;
    name: string;
    weight: string;
    statistic: string;
    depth: string;
    peak: string;
    trough: string;
    recovery: string;
  };
  notRecovered: string;
  partialYear: string;
  sinceInception: string;
  /** The statistics table's column of the whole history (the analysis page's zoom label "Max"). */
  maxColumn: string;
  /** "As of {date}" under a holdings block. */
  asOf: string;
  annualizedNote: string;
  email: string;
  phone: string;
  video: string;
  periods: Record<StatPeriod, string>;
  stats: Record<StatId, string>;
  /** The risk-free convention under the statistics, and why a statistic lacks a rate (the analysis page's words). */
  riskFree: { series: string; constant: string; missing: string };
}

const OWN: Readonly<Record<Language, OwnLabels>> = {
  en: {
    page: 'Page {page} of {pages}',
    titles: {
      keyFigures: 'Key figures',
      cumulativeReturns: 'Cumulative returns',
      periodReturns: 'Performance',
      statistics: 'Performance statistics',
      monthlyReturns: 'Monthly returns',
      yearlyReturns: 'Yearly returns',
      details: 'Details',
      keyCharacteristics: 'Key characteristics',
      contacts: 'Contacts',
      disclaimer: 'Disclaimer',
    },
    keyFigures: {
      nav: 'NAV',
      navDate: 'NAV date',
      currency: 'Currency',
      inceptionDate: 'Inception date',
      aum: 'Assets under management',
      ytd: 'Year to date',
      mtd: 'Month to date',
      sinceInception: 'Since inception',
      isin: 'ISIN',
      shareClass: 'Share class',
      valor: 'Valor',
      bloombergCode: 'Bloomberg ticker',
      managementFee: 'Management fee',
      performanceFee: 'Performance fee',
      hedged: 'Currency hedged',
      distributionPolicy: 'Use of income',
      accumulating: 'Accumulating',
      distributing: 'Distributing',
      yes: 'Yes',
      no: 'No',
    },
    columns: {
      period: 'Period',
      fund: 'Fund',
      benchmark: 'Benchmark',
      name: 'Name',
      weight: 'Weight',
    },
    sinceInception: 'Since inception',
    asOf: 'As of {date}',
    annualizedNote: 'Periods longer than one year are annualized.',
    email: 'Email',
    phone: 'Phone',
    video: 'Watch the video',
  },
  de: {
    page: 'Seite {page} von {pages}',
    titles: {
      keyFigures: 'Eckdaten',
      cumulativeReturns: 'Kumulierte Renditen',
      periodReturns: 'Wertentwicklung',
      statistics: 'Performance-Kennzahlen',
      monthlyReturns: 'Monatsrenditen',
      yearlyReturns: 'Jahresrenditen',
      details: 'Details',
      keyCharacteristics: 'Hauptmerkmale',
      contacts: 'Kontakte',
      disclaimer: 'Rechtliche Hinweise',
    },
    keyFigures: {
      nav: 'NAV',
      navDate: 'NAV-Datum',
      currency: 'Währung',
      inceptionDate: 'Auflagedatum',
      aum: 'Verwaltetes Vermögen',
      ytd: 'Seit Jahresbeginn',
      mtd: 'Seit Monatsbeginn',
      sinceInception: 'Seit Auflage',
      isin: 'ISIN',
      shareClass: 'Anteilsklasse',
      valor: 'Valorennummer',
      bloombergCode: 'Bloomberg-Ticker',
      managementFee: 'Verwaltungsgebühr',
      performanceFee: 'Performancegebühr',
      hedged: 'Währungsgesichert',
      distributionPolicy: 'Ertragsverwendung',
      accumulating: 'Thesaurierend',
      distributing: 'Ausschüttend',
      yes: 'Ja',
      no: 'Nein',
    },
    columns: {
      period: 'Zeitraum',
      fund: 'Fonds',
      benchmark: 'Benchmark',
      name: 'Name',
      weight: 'Gewicht',
    },
    sinceInception: 'Seit Auflage',
    asOf: 'Stand {date}',
    annualizedNote: 'Zeiträume über einem Jahr sind annualisiert.',
    email: 'E-Mail',
    phone: 'Telefon',
    video: 'Video ansehen',
  },
  fr: {
    page: 'Page {page} sur {pages}',
    titles: {
      keyFigures: 'Chiffres clés',
      cumulativeReturns: 'Rendements cumulés',
      periodReturns: 'Performance',
      statistics: 'Statistiques de performance',
      monthlyReturns: 'Rendements mensuels',
      yearlyReturns: 'Rendements annuels',
      details: 'Détails',
      keyCharacteristics: 'Caractéristiques principales',
      contacts: 'Contacts',
      disclaimer: 'Mentions légales',
    },
    keyFigures: {
      nav: 'VNI',
      navDate: 'Date de la VNI',
      currency: 'Devise',
      inceptionDate: 'Date de lancement',
      aum: 'Actifs sous gestion',
      ytd: 'Depuis le début de l’année',
      mtd: 'Depuis le début du mois',
      sinceInception: 'Depuis le lancement',
      isin: 'ISIN',
      shareClass: 'Classe de parts',
      valor: 'Numéro de valeur',
      bloombergCode: 'Ticker Bloomberg',
      managementFee: 'Frais de gestion',
      performanceFee: 'Commission de performance',
      hedged: 'Couverture de change',
      distributionPolicy: 'Affectation des revenus',
      accumulating: 'Capitalisation',
      distributing: 'Distribution',
      yes: 'Oui',
      no: 'Non',
    },
    columns: {
      period: 'Période',
      fund: 'Fonds',
      benchmark: 'Référence',
      name: 'Nom',
      weight: 'Poids',
    },
    sinceInception: 'Depuis le lancement',
    asOf: 'Au {date}',
    annualizedNote: 'Les périodes de plus d’un an sont annualisées.',
    email: 'E-mail',
    phone: 'Téléphone',
    video: 'Voir la vidéo',
  },
  pt: {
    page: 'Página {page} de {pages}',
    titles: {
      keyFigures: 'Dados principais',
      cumulativeReturns: 'Rendibilidades acumuladas',
      periodReturns: 'Desempenho',
      statistics: 'Estatísticas de desempenho',
      monthlyReturns: 'Rendibilidades mensais',
      yearlyReturns: 'Rendibilidades anuais',
      details: 'Detalhes',
      keyCharacteristics: 'Características principais',
      contacts: 'Contactos',
      disclaimer: 'Aviso legal',
    },
    keyFigures: {
      nav: 'VLU',
      navDate: 'Data do VLU',
      currency: 'Moeda',
      inceptionDate: 'Data de lançamento',
      aum: 'Ativos sob gestão',
      ytd: 'Desde o início do ano',
      mtd: 'Desde o início do mês',
      sinceInception: 'Desde o lançamento',
      isin: 'ISIN',
      shareClass: 'Classe de unidades',
      valor: 'Número Valor',
      bloombergCode: 'Ticker Bloomberg',
      managementFee: 'Comissão de gestão',
      performanceFee: 'Comissão de desempenho',
      hedged: 'Cobertura cambial',
      distributionPolicy: 'Aplicação dos rendimentos',
      accumulating: 'Acumulação',
      distributing: 'Distribuição',
      yes: 'Sim',
      no: 'Não',
    },
    columns: {
      period: 'Período',
      fund: 'Fundo',
      benchmark: 'Referência',
      name: 'Nome',
      weight: 'Peso',
    },
    sinceInception: 'Desde o lançamento',
    asOf: 'Em {date}',
    annualizedNote: 'Os períodos superiores a um ano são anualizados.',
    email: 'E-mail',
    phone: 'Telefone',
    video: 'Ver o vídeo',
  },
};

/** The texts only a factsheet shows (everything else comes from the homes named above). */
type OwnLabels = Omit<
  FactsheetLabels,
  | 'titles'
  | 'columns'
  | 'holdings'
  | 'periods'
  | 'stats'
  | 'notRecovered'
  | 'partialYear'
  | 'maxColumn'
  | 'riskFree'
> & {
  titles: Omit<FactsheetLabels['titles'], 'drawdowns'>;
  columns: Omit<FactsheetLabels['columns'], 'year' | 'statistic' | 'depth' | 'peak' | 'trough' | 'recovery'>;
};

function factsheetLabels(lang: Language): FactsheetLabels {
  const own = OWN[lang];
  const { stats, drawdowns, yearly, toolbar, riskFree } = ANALYSIS_TERMS[lang];
  return {
    ...own,
    titles: { ...own.titles, drawdowns: drawdowns.tableTitle },
    holdings: HOLDING_COMPONENT_LABELS[lang],
    columns: {
      ...own.columns,
      year: yearly.year,
      statistic: stats.statistic,
      depth: drawdowns.depth,
      peak: drawdowns.start,
      trough: drawdowns.trough,
      recovery: drawdowns.recovery,
    },
    notRecovered: drawdowns.notRecovered,
    partialYear: yearly.partial,
    maxColumn: toolbar.zoomPresets.max,
    periods: stats.periods,
    stats: stats.names,
    riskFree: { ...riskFree, missing: stats.missing.riskFreeRateMissing },
  };
}

export const FACTSHEET_LABELS: Readonly<Record<Language, FactsheetLabels>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, factsheetLabels(lang)]),
) as Record<Language, FactsheetLabels>;
