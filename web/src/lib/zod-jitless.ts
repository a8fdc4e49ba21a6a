import { config } from 'zod';

/*
 * Imported first by main.tsx, before any schema is built: zod reads this when it constructs an object schema.
 *
 * Zod 4 compiles a parser for each object schema with `new Function` the first time it parses. That pays off for
 * data parsed thousands of times; the web app parses each schema a handful of times (site state, API answers,
 * Firestore documents), so at start-up the compilation was most of zod's ~140 ms of main-thread time on the home
 * page (CPU profile, docs/public-pages.md). Without it the app also needs no `unsafe-eval` in a
 * Content-Security-Policy. Functions keep the default: they parse the same schemas on every request.
 */
config({ jitless: true });
