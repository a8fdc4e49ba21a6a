/**
 * Analytics engine (issue 3 item 1; definitions in METRICS.md). Pure functions over typed price series.
 * See README.md in this folder for the API and the conventions.
 */
export * from './dates.js';
export * from './key-numbers.js';
export * from './frequency.js';
export * from './periods.js';
export * from './prepare.js';
export * from './calendar.js';
export * from './statistics-table.js';
export * from './resample.js';
export * from './rolling.js';
export * from './series.js';
export * from './monthly-grid.js';
export * from './analysis-series.js';
export * from './weighted.js';
export * from './zoom.js';
export * from './events.js';
export * from './since-launch.js';
export * from './analysis-terms.js';
/** The scalar metric functions (`metrics.sharpeRatio(r, 252)`, ...), namespaced to keep the root exports clear. */
export * as metrics from './metrics.js';
export { finiteOrNull, type Returns, type MonthlyStatistics } from './metrics.js';
