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
  /**
   * The comparison sheet's own words (comparison-sheet.ts, docs/comparison.md "Export"); its statistic, period,
   * column and key-figure names are the factsheet's above.
   */
  comparison: {
    title: string;
    /** The statistics period of the dates every product has. */
    commonPeriod: string;
    /** "{period}": the period's name; "{range}": its dates. */
    statisticsOver: string;
    /** A statistics period counted back from each product's own last price. */
    countedBack: string;
    /** The chart's note: where its lines start ("{date}"). */
    chartFrom: string;
    /** Under the statistics: the benchmark of each product's relative statistics ("{benchmarks}"). */
    relativeNote: string;
    noBenchmark: string;
    lastPrice: string;
    lastDate: string;
    yearsNote: string;
    refusedTitle: string;
    refusedNote: string;
    /** A refused product's status, as its own page would refuse it. */
    refused: Record<401 | 403 | 404, string>;
  };
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
    comparison: {
      title: 'Product comparison',
      commonPeriod: 'Common period',
      statisticsOver: 'Statistics: {period}, {range}',
      countedBack: 'Statistics: {period}, counted back from each product’s last price',
      chartFrom: 'Cumulative return from {date}',
      relativeNote: '* Against each product’s own benchmark: {benchmarks}.',
      noBenchmark: 'none',
      lastPrice: 'Last price',
      lastDate: 'Date of the last price',
      yearsNote: 'Calendar years within the chart window; the first and the last year can be partial.',
      refusedTitle: 'Not shown',
      refusedNote: 'None of their data is part of this comparison.',
      refused: {
        401: 'sign-in required',
        403: 'not available to this reader',
        404: 'unknown or not available',
      },
    },
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
    comparison: {
      title: 'Produktvergleich',
      commonPeriod: 'Gemeinsamer Zeitraum',
      statisticsOver: 'Kennzahlen: {period}, {range}',
      countedBack: 'Kennzahlen: {period}, zurückgerechnet ab dem letzten Kurs jedes Produkts',
      chartFrom: 'Kumulierte Rendite ab {date}',
      relativeNote: '* Gegenüber der eigenen Benchmark jedes Produkts: {benchmarks}.',
      noBenchmark: 'keine',
      lastPrice: 'Letzter Kurs',
      lastDate: 'Datum des letzten Kurses',
      yearsNote:
        'Kalenderjahre im Zeitfenster des Diagramms; das erste und das letzte Jahr können unvollständig sein.',
      refusedTitle: 'Nicht angezeigt',
      refusedNote: 'Keine ihrer Daten sind Teil dieses Vergleichs.',
      refused: {
        401: 'Anmeldung erforderlich',
        403: 'für diesen Leser nicht verfügbar',
        404: 'unbekannt oder nicht verfügbar',
      },
    },
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
    comparison: {
      title: 'Comparaison de produits',
      commonPeriod: 'Période commune',
      statisticsOver: 'Statistiques : {period}, {range}',
      countedBack: 'Statistiques : {period}, comptée à rebours depuis le dernier cours de chaque produit',
      chartFrom: 'Rendement cumulé depuis le {date}',
      relativeNote: '* Par rapport à l’indice de référence propre à chaque produit : {benchmarks}.',
      noBenchmark: 'aucun',
      lastPrice: 'Dernier cours',
      lastDate: 'Date du dernier cours',
      yearsNote:
        'Années civiles de la fenêtre du graphique ; la première et la dernière année peuvent être partielles.',
      refusedTitle: 'Non affichés',
      refusedNote: 'Aucune de leurs données ne fait partie de cette comparaison.',
      refused: {
        401: 'connexion requise',
        403: 'non accessible à ce lecteur',
        404: 'inconnu ou non disponible',
      },
    },
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
    comparison: {
      title: 'Comparação de produtos',
      commonPeriod: 'Período comum',
      statisticsOver: 'Estatísticas: {period}, {range}',
      countedBack: 'Estatísticas: {period}, contado para trás a partir do último preço de cada produto',
      chartFrom: 'Rendibilidade acumulada desde {date}',
      relativeNote: '* Face ao índice de referência de cada produto: {benchmarks}.',
      noBenchmark: 'nenhum',
      lastPrice: 'Último preço',
      lastDate: 'Data do último preço',
      yearsNote: 'Anos civis na janela do gráfico; o primeiro e o último ano podem ser parciais.',
      refusedTitle: 'Não mostrados',
      refusedNote: 'Nenhum dos seus dados faz parte desta comparação.',
      refused: {
        401: 'requer início de sessão',
        403: 'não disponível para este leitor',
        404: 'desconhecido ou não disponível',
      },
    },
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
