import type { Language, StatId, StatPeriod } from '../constants.js';

/*
 * The one home of the analysis terms that more than one surface shows: statistic and period names, the drawdown
 * table's headers, the yearly table's words. The analysis page reads them as part of its `analysis` namespace (the
 * web's i18n loader merges them in: web/src/lib/domain-terms.ts; no locale file repeats them, a web test checks) and
 * the factsheet PDF reads them through ../factsheet/labels.ts, so a PDF and the page it prints say the same.
 */
export interface AnalysisTerms {
  stats: {
    /** The statistics table's first column. */
    statistic: string;
    periods: Record<StatPeriod, string>;
    names: Record<StatId, string>;
    /** Why a statistic is n/a, for the reasons the factsheet explains too (the page's others: its locale files). */
    missing: { riskFreeRateMissing: string };
  };
  drawdowns: {
    tableTitle: string;
    /** The peak a drawdown starts from. */
    start: string;
    trough: string;
    recovery: string;
    depth: string;
    notRecovered: string;
  };
  yearly: { year: string; partial: string };
  /** The zoom preset of the whole history, also the factsheet statistics table's column of it. */
  toolbar: { zoomPresets: { max: string } };
  /**
   * The risk-free convention under the statistics (docs/risk-free.md): the currency's series (`{{name}}`, the last
   * fixing `{{date}}`) or a constant rate (`{{rate}}`, typed or 0).
   */
  riskFree: { series: string; constant: string };
}

export const ANALYSIS_TERMS: Readonly<Record<Language, AnalysisTerms>> = {
  en: {
    stats: {
      statistic: 'Statistic',
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
      names: {
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
      missing: {
        riskFreeRateMissing:
          'No risk-free rate on or before the start of this window (the rate series begins later).',
      },
    },
    drawdowns: {
      tableTitle: 'Largest drawdowns',
      start: 'Peak',
      trough: 'Trough',
      recovery: 'Recovery',
      depth: 'Depth',
      notRecovered: 'Not recovered',
    },
    yearly: { year: 'Year', partial: 'partial year' },
    toolbar: { zoomPresets: { max: 'Max' } },
    riskFree: {
      series: 'Risk-free rate: {{name}}, last fixing {{date}}',
      constant: 'Risk-free rate: {{rate}} p.a.',
    },
  },
  de: {
    stats: {
      statistic: 'Kennzahl',
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
      names: {
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
      missing: {
        riskFreeRateMissing:
          'Kein risikoloser Zinssatz am oder vor dem Beginn dieses Zeitraums (die Zinsreihe beginnt später).',
      },
    },
    drawdowns: {
      tableTitle: 'Grösste Drawdowns',
      start: 'Höchststand',
      trough: 'Tiefststand',
      recovery: 'Erholung',
      depth: 'Tiefe',
      notRecovered: 'Nicht erholt',
    },
    yearly: { year: 'Jahr', partial: 'Teiljahr' },
    toolbar: { zoomPresets: { max: 'Max' } },
    riskFree: {
      series: 'Risikoloser Zinssatz: {{name}}, letztes Fixing {{date}}',
      constant: 'Risikoloser Zinssatz: {{rate}} p. a.',
    },
  },
  fr: {
    stats: {
      statistic: 'Statistique',
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
      names: {
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
      missing: {
        riskFreeRateMissing:
          'Aucun taux sans risque au début de cette période ou avant (la série de taux commence plus tard).',
      },
    },
    drawdowns: {
      tableTitle: 'Plus grands drawdowns',
      start: 'Sommet',
      trough: 'Creux',
      recovery: 'Reprise',
      depth: 'Profondeur',
      notRecovered: 'Pas encore repris',
    },
    yearly: { year: 'Année', partial: 'année partielle' },
    toolbar: { zoomPresets: { max: 'Max' } },
    riskFree: {
      series: 'Taux sans risque : {{name}}, dernier fixing le {{date}}',
      constant: 'Taux sans risque : {{rate}} par an',
    },
  },
  pt: {
    stats: {
      statistic: 'Estatística',
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
      names: {
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
      missing: {
        riskFreeRateMissing:
          'Não há taxa sem risco no início deste período ou antes (a série de taxas começa mais tarde).',
      },
    },
    drawdowns: {
      tableTitle: 'Maiores drawdowns',
      start: 'Máximo',
      trough: 'Mínimo',
      recovery: 'Recuperação',
      depth: 'Profundidade',
      notRecovered: 'Não recuperado',
    },
    yearly: { year: 'Ano', partial: 'ano parcial' },
    toolbar: { zoomPresets: { max: 'Máx' } },
    riskFree: {
      series: 'Taxa sem risco: {{name}}, último fixing a {{date}}',
      constant: 'Taxa sem risco: {{rate}} ao ano',
    },
  },
};
