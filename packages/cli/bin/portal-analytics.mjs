#!/usr/bin/env node
// @ts-check
// Launcher: runs the TypeScript entry through tsx's API, so `npx portal-analytics` needs no build step after
// `npm ci` (the domain package is TypeScript source too).
import process from 'node:process';
import { tsImport } from 'tsx/esm/api';

// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- tsImport returns an untyped module namespace
const entry = /** @type {{ runCli: (argv: readonly string[]) => number }} */ (
  await tsImport('../src/main.ts', import.meta.url)
);
process.exitCode = entry.runCli(process.argv.slice(2));
