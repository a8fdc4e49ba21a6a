export const GENERIC_COMPONENT_TYPES = [
  'text',
  'image',
  'video',
  'table',
  'line-chart',
  'pie-chart',
  'donut-chart',
  'horizontal-bar-chart',
  'vertical-bar-chart',
] as const;
export type GenericComponentType = (typeof GENERIC_COMPONENT_TYPES)[number];
/** Types the bulk component CSV may set (seed 000 §5 "Bulk component CSV"). */
export const IMPORTABLE_COMPONENT_TYPES = [
  'horizontal-bar-chart',
  'vertical-bar-chart',
  'pie-chart',
  'donut-chart',
  'table',
] as const satisfies readonly GenericComponentType[];
export const COMPONENT_PAGES = ['overview', 'factsheet'] as const;
export type ComponentPage = (typeof COMPONENT_PAGES)[number];

/** Types whose content is rows of a name (or date) and a number. */
export const CHART_COMPONENT_TYPES = [
  'line-chart',
  'pie-chart',
  'donut-chart',
  'horizontal-bar-chart',
  'vertical-bar-chart',
] as const satisfies readonly GenericComponentType[];
/** Types whose values are weights in percent that must sum to 100 (within a tolerance). */
export const WEIGHTED_COMPONENT_TYPES = [
  'pie-chart',
  'donut-chart',
] as const satisfies readonly GenericComponentType[];

export const isChartType = (type: GenericComponentType): boolean =>
  (CHART_COMPONENT_TYPES as readonly string[]).includes(type);
export const isWeightedType = (type: GenericComponentType): boolean =>
  (WEIGHTED_COMPONENT_TYPES as readonly string[]).includes(type);
export const isMediaType = (type: GenericComponentType): type is 'image' | 'video' =>
  type === 'image' || type === 'video';
