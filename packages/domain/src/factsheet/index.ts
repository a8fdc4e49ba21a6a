export * from './component-ids.js';
export * from './default-layout.js';
export * from './layout.js';
export * from './model.js';
export * from './primitives.js';
export { chartColor } from './charts.js';
export { resolveStyle, tint, type ResolvedStyle } from './style.js';
export { fitText, textWidth, unsupportedCharacters, wrapText } from './text.js';
