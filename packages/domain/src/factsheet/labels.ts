import type { Language, StatId, StatPeriod } from '../constants.js';
import type { HoldingComponentKind } from '../schemas/holdings.js';

/**
 * The fixed texts of a factsheet in each language (titles, column headers, key-figure labels). Statistic names,
 * period names and the drawdown headers are the analysis page's (`web/src/locales/<lang>/analysis.json`), so the two
 * read the same; month names come from `Intl`.
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
}

export const FACTSHEET_LABELS: Readonly<Record<Language, FactsheetLabels>> = {
  en: {
    page: 'Page {page} of {pages}',
    titles: {
      keyFigures: 'Key figures',
      cumulativeReturns: 'Cumulative returns',
      periodReturns: 'Performance',
      statistics: 'Performance statistics',
      monthlyReturns: 'Monthly returns',
      yearlyReturns: 'Yearly returns',
      drawdowns: 'Largest drawdowns',
      details: 'Details',
      keyCharacteristics: 'Key characteristics',
      contacts: 'Contacts',
      disclaimer: 'Disclaimer',
    },
    holdings: {
      assetClasses: 'Asset classes',
      currencyExposure: 'Currency exposure',
      instrumentTypes: 'Instrument types',
      regions: 'Regions',
      sectors: 'Sectors',
      topHoldings: 'Top holdings',
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
    },
    columns: {
      period: 'Period',
      fund: 'Fund',
      benchmark: 'Benchmark',
      year: 'Year',
      name: 'Name',
      weight: 'Weight',
      statistic: 'Statistic',
      depth: 'Depth',
      peak: 'Peak',
      trough: 'Trough',
      recovery: 'Recovery',
    },
    notRecovered: 'Not recovered',
    partialYear: 'partial year',
    sinceInception: 'Since inception',
    maxColumn: 'Max',
    asOf: 'As of {date}',
    annualizedNote: 'Periods longer than one year are annualized.',
    email: 'Email',
    phone: 'Phone',
    video: 'Watch the video',
    periods: {
      '1m': '1 month',
      '3m': '3 months',
      '6m': '6 months',
      '12m': '1 year',
      '36m': '3 years',
      '60m': '5 years',
      ytd: 'YTD',
      max: 'Whole period',
    },
    stats: {
      alpha: 'Alpha',
      annualizedReturn: 'Annualized return',
      annualizedVolatility: 'Annualized volatility',
      beta: 'Beta',
      correlation: 'Correlation',
      cumulativeReturn: 'Cumulative return',
      informationRatio: 'Information ratio',
      maximumDrawdown: 'Maximum drawdown',
      returnToVolatilityRatio: 'Return to volatility',
      sharpeRatio: 'Sharpe ratio',
      sortinoRatio: 'Sortino ratio',
      calmarRatio: 'Calmar ratio',
      omegaRatio: 'Omega ratio',
      skewness: 'Skewness',
      kurtosis: 'Excess kurtosis',
      trackingError: 'Tracking error',
      treynorRatio: 'Treynor ratio',
      m2RiskAdjustedPerfMonthly: 'M2 (monthly)',
      averageMonthlyReturns: 'Average monthly return',
      averagePositiveMonthlyReturns: 'Average positive monthly return',
      averageNegativeMonthlyReturns: 'Average negative monthly return',
      ratioOfPositiveMonthlyReturns: 'Share of positive months',
      ratioOfNegativeMonthlyReturns: 'Share of negative months',
      maxPositiveMonthlyReturn: 'Best month',
      maxNegativeMonthlyReturn: 'Worst month',
      maxConsecutivePositiveMonthlyReturns: 'Longest run of positive months',
      maxConsecutiveNegativeMonthlyReturns: 'Longest run of negative months',
      valueAtRiskOnePercentOneMonth: 'Value at risk 1%, 1 month',
      valueAtRiskFivePercentOneMonth: 'Value at risk 5%, 1 month',
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
      drawdowns: 'Grösste Drawdowns',
      details: 'Details',
      keyCharacteristics: 'Hauptmerkmale',
      contacts: 'Kontakte',
      disclaimer: 'Rechtliche Hinweise',
    },
    holdings: {
      assetClasses: 'Anlageklassen',
      currencyExposure: 'Währungsallokation',
      instrumentTypes: 'Instrumenttypen',
      regions: 'Regionen',
      sectors: 'Sektoren',
      topHoldings: 'Grösste Positionen',
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
    },
    columns: {
      period: 'Zeitraum',
      fund: 'Fonds',
      benchmark: 'Benchmark',
      year: 'Jahr',
      name: 'Name',
      weight: 'Gewicht',
      statistic: 'Kennzahl',
      depth: 'Tiefe',
      peak: 'Höchststand',
      trough: 'Tiefststand',
      recovery: 'Erholung',
    },
    notRecovered: 'Nicht erholt',
    partialYear: 'Teiljahr',
    sinceInception: 'Seit Auflage',
    maxColumn: 'Max',
    asOf: 'Stand {date}',
    annualizedNote: 'Zeiträume über einem Jahr sind annualisiert.',
    email: 'E-Mail',
    phone: 'Telefon',
    video: 'Video ansehen',
    periods: {
      '1m': '1 Monat',
      '3m': '3 Monate',
      '6m': '6 Monate',
      '12m': '1 Jahr',
      '36m': '3 Jahre',
      '60m': '5 Jahre',
      ytd: 'YTD',
      max: 'Gesamter Zeitraum',
    },
    stats: {
      alpha: 'Alpha',
      annualizedReturn: 'Annualisierte Rendite',
      annualizedVolatility: 'Annualisierte Volatilität',
      beta: 'Beta',
      correlation: 'Korrelation',
      cumulativeReturn: 'Kumulierte Rendite',
      informationRatio: 'Information Ratio',
      maximumDrawdown: 'Maximaler Drawdown',
      returnToVolatilityRatio: 'Rendite zu Volatilität',
      sharpeRatio: 'Sharpe Ratio',
      sortinoRatio: 'Sortino Ratio',
      calmarRatio: 'Calmar Ratio',
      omegaRatio: 'Omega Ratio',
      skewness: 'Schiefe',
      kurtosis: 'Überschusskurtosis',
      trackingError: 'Tracking Error',
      treynorRatio: 'Treynor Ratio',
      m2RiskAdjustedPerfMonthly: 'M2 (monatlich)',
      averageMonthlyReturns: 'Durchschnittliche Monatsrendite',
      averagePositiveMonthlyReturns: 'Durchschnittliche positive Monatsrendite',
      averageNegativeMonthlyReturns: 'Durchschnittliche negative Monatsrendite',
      ratioOfPositiveMonthlyReturns: 'Anteil positiver Monate',
      ratioOfNegativeMonthlyReturns: 'Anteil negativer Monate',
      maxPositiveMonthlyReturn: 'Bester Monat',
      maxNegativeMonthlyReturn: 'Schlechtester Monat',
      maxConsecutivePositiveMonthlyReturns: 'Längste Serie positiver Monate',
      maxConsecutiveNegativeMonthlyReturns: 'Längste Serie negativer Monate',
      valueAtRiskOnePercentOneMonth: 'Value at Risk 1 %, 1 Monat',
      valueAtRiskFivePercentOneMonth: 'Value at Risk 5 %, 1 Monat',
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
      drawdowns: 'Plus grands drawdowns',
      details: 'Détails',
      keyCharacteristics: 'Caractéristiques principales',
      contacts: 'Contacts',
      disclaimer: 'Mentions légales',
    },
    holdings: {
      assetClasses: 'Classes d’actifs',
      currencyExposure: 'Exposition aux devises',
      instrumentTypes: 'Types d’instruments',
      regions: 'Régions',
      sectors: 'Secteurs',
      topHoldings: 'Principales positions',
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
    },
    columns: {
      period: 'Période',
      fund: 'Fonds',
      benchmark: 'Référence',
      year: 'Année',
      name: 'Nom',
      weight: 'Poids',
      statistic: 'Statistique',
      depth: 'Profondeur',
      peak: 'Sommet',
      trough: 'Creux',
      recovery: 'Reprise',
    },
    notRecovered: 'Pas encore repris',
    partialYear: 'année partielle',
    sinceInception: 'Depuis le lancement',
    maxColumn: 'Max',
    asOf: 'Au {date}',
    annualizedNote: 'Les périodes de plus d’un an sont annualisées.',
    email: 'E-mail',
    phone: 'Téléphone',
    video: 'Voir la vidéo',
    periods: {
      '1m': '1 mois',
      '3m': '3 mois',
      '6m': '6 mois',
      '12m': '1 an',
      '36m': '3 ans',
      '60m': '5 ans',
      ytd: 'YTD',
      max: 'Période entière',
    },
    stats: {
      alpha: 'Alpha',
      annualizedReturn: 'Rendement annualisé',
      annualizedVolatility: 'Volatilité annualisée',
      beta: 'Bêta',
      correlation: 'Corrélation',
      cumulativeReturn: 'Rendement cumulé',
      informationRatio: "Ratio d'information",
      maximumDrawdown: 'Drawdown maximal',
      returnToVolatilityRatio: 'Rendement sur volatilité',
      sharpeRatio: 'Ratio de Sharpe',
      sortinoRatio: 'Ratio de Sortino',
      calmarRatio: 'Ratio de Calmar',
      omegaRatio: 'Ratio Omega',
      skewness: 'Asymétrie',
      kurtosis: 'Kurtosis excédentaire',
      trackingError: 'Tracking error',
      treynorRatio: 'Ratio de Treynor',
      m2RiskAdjustedPerfMonthly: 'M2 (mensuel)',
      averageMonthlyReturns: 'Rendement mensuel moyen',
      averagePositiveMonthlyReturns: 'Rendement mensuel positif moyen',
      averageNegativeMonthlyReturns: 'Rendement mensuel négatif moyen',
      ratioOfPositiveMonthlyReturns: 'Part des mois positifs',
      ratioOfNegativeMonthlyReturns: 'Part des mois négatifs',
      maxPositiveMonthlyReturn: 'Meilleur mois',
      maxNegativeMonthlyReturn: 'Pire mois',
      maxConsecutivePositiveMonthlyReturns: 'Plus longue série de mois positifs',
      maxConsecutiveNegativeMonthlyReturns: 'Plus longue série de mois négatifs',
      valueAtRiskOnePercentOneMonth: 'Value at risk 1 %, 1 mois',
      valueAtRiskFivePercentOneMonth: 'Value at risk 5 %, 1 mois',
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
      drawdowns: 'Maiores drawdowns',
      details: 'Detalhes',
      keyCharacteristics: 'Características principais',
      contacts: 'Contactos',
      disclaimer: 'Aviso legal',
    },
    holdings: {
      assetClasses: 'Classes de ativos',
      currencyExposure: 'Exposição cambial',
      instrumentTypes: 'Tipos de instrumento',
      regions: 'Regiões',
      sectors: 'Setores',
      topHoldings: 'Principais posições',
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
    },
    columns: {
      period: 'Período',
      fund: 'Fundo',
      benchmark: 'Referência',
      year: 'Ano',
      name: 'Nome',
      weight: 'Peso',
      statistic: 'Estatística',
      depth: 'Profundidade',
      peak: 'Máximo',
      trough: 'Mínimo',
      recovery: 'Recuperação',
    },
    notRecovered: 'Não recuperado',
    partialYear: 'ano parcial',
    sinceInception: 'Desde o lançamento',
    maxColumn: 'Máx',
    asOf: 'Em {date}',
    annualizedNote: 'Os períodos superiores a um ano são anualizados.',
    email: 'E-mail',
    phone: 'Telefone',
    video: 'Ver o vídeo',
    periods: {
      '1m': '1 mês',
      '3m': '3 meses',
      '6m': '6 meses',
      '12m': '1 ano',
      '36m': '3 anos',
      '60m': '5 anos',
      ytd: 'YTD',
      max: 'Período completo',
    },
    stats: {
      alpha: 'Alfa',
      annualizedReturn: 'Rendibilidade anualizada',
      annualizedVolatility: 'Volatilidade anualizada',
      beta: 'Beta',
      correlation: 'Correlação',
      cumulativeReturn: 'Rendibilidade acumulada',
      informationRatio: 'Rácio de informação',
      maximumDrawdown: 'Drawdown máximo',
      returnToVolatilityRatio: 'Rendibilidade sobre volatilidade',
      sharpeRatio: 'Rácio de Sharpe',
      sortinoRatio: 'Rácio de Sortino',
      calmarRatio: 'Rácio de Calmar',
      omegaRatio: 'Rácio Omega',
      skewness: 'Assimetria',
      kurtosis: 'Curtose em excesso',
      trackingError: 'Tracking error',
      treynorRatio: 'Rácio de Treynor',
      m2RiskAdjustedPerfMonthly: 'M2 (mensal)',
      averageMonthlyReturns: 'Rendibilidade mensal média',
      averagePositiveMonthlyReturns: 'Rendibilidade mensal positiva média',
      averageNegativeMonthlyReturns: 'Rendibilidade mensal negativa média',
      ratioOfPositiveMonthlyReturns: 'Proporção de meses positivos',
      ratioOfNegativeMonthlyReturns: 'Proporção de meses negativos',
      maxPositiveMonthlyReturn: 'Melhor mês',
      maxNegativeMonthlyReturn: 'Pior mês',
      maxConsecutivePositiveMonthlyReturns: 'Maior sequência de meses positivos',
      maxConsecutiveNegativeMonthlyReturns: 'Maior sequência de meses negativos',
      valueAtRiskOnePercentOneMonth: 'Value at risk 1%, 1 mês',
      valueAtRiskFivePercentOneMonth: 'Value at risk 5%, 1 mês',
    },
  },
};
