/** nivo theme matching the Mantine defaults (font, greys), shared by every chart outside the analysis page. */
export const NIVO_THEME = {
  text: { fontSize: 11, fill: '#495057', fontFamily: 'inherit' },
  axis: {
    ticks: { line: { stroke: '#adb5bd', strokeWidth: 1 }, text: { fontSize: 11, fill: '#495057' } },
    domain: { line: { stroke: '#ced4da', strokeWidth: 1 } },
  },
  grid: { line: { stroke: '#e9ecef', strokeWidth: 1 } },
};

/** Slice and series colours, in order (Mantine's blue, teal, yellow, orange, violet, pink, cyan, lime, grey...). */
export const CHART_PALETTE = [
  '#1c7ed6',
  '#12b886',
  '#fab005',
  '#f76707',
  '#7048e8',
  '#e64980',
  '#15aabf',
  '#82c91e',
  '#868e96',
  '#4263eb',
  '#d9480f',
  '#2b8a3e',
];
