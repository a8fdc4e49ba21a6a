export * from './error.js';
export * from './header.js';
export * from './number.js';
export * from './tokenise.js';
