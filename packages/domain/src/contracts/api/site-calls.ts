import { z } from 'zod';
import { productBenchmarksResponseSchema } from '../product-benchmarks.js';
import { readerOnlyQuerySchema } from '../reader.js';
import { clientErrorBatchSchema } from '../client-errors.js';
import { documentReaderQuerySchema } from '../documents.js';
import { authBotCheckRequestSchema } from '../auth-bot-check.js';
import { altchaChallengeSchema, contactRequestSchema, contactResponseSchema } from '../contact.js';
import { overviewQuerySchema, overviewResponseSchema } from '../overview.js';
import { keyNumbersQuerySchema, keyNumbersResponseSchema } from '../products.js';
import { siteStateSchema } from '../site-state.js';
import { call, ex, file, get, json, jsonBody, NO_CONTENT, open, P, read, READ_MANY } from './builders.js';
import type { ApiEntry } from './entry.js';

/*
 * The calls a first visit needs before anything else (the site state, the overview with its media and benchmarks,
 * key numbers, the error sink, the contact form) and the API's own (health, this contract): their own module, so the web's start-up chunk takes
 * these entries and their schemas without the rest of the table (./table.ts spreads them in first).
 */

const healthResponseSchema = /* @__PURE__ */ z.object({
  ok: z.literal(true),
  /** How many products the catalogue holds (the configuration the API loaded). */
  products: z.number().int(),
  /** The tenant this deploy serves. */
  tenant: z.string(),
  /** Where its functions run (tenant.json `firebase.region`). */
  region: z.string(),
  /** The release the functions were built for (the deploy's release tag); absent for a local build. */
  release: z.string().optional(),
});

export const SITE_CALLS = {
  // Readiness probe for `npm start`, the test harness and the deploy's smoke check (scripts/lib/smoke): which tenant
  // and release answer. Revalidated, so a cache never answers for the function after a deploy.
  health: get(
    'health',
    'Readiness: the catalogue size, the tenant, its region and release',
    open('counts the catalogue, names no product'),
    json(healthResponseSchema),
    { cache: 'revalidate' },
  ),
  // The public state the first paint needs; revalidated so an admin's change reaches the next page load.
  siteState: get(
    'site/state',
    'The products and investor-profile checks this caller may see',
    open('the products this caller may see'),
    json(siteStateSchema),
    {
      cache: 'revalidate',
    },
  ),
  openApi: get(
    'openapi.json',
    'This document',
    open('the API contract, public by design'),
    json(z.record(z.string(), z.unknown())),
  ),
  keyNumbers: get(
    'products/key-numbers',
    'Key numbers of several products',
    READ_MANY,
    json(keyNumbersResponseSchema),
    {
      query: keyNumbersQuerySchema,
      example: { query: { product_ids: P.id, inception_dates: '2015-09-30' } },
    },
  ),
  overview: get(
    'products/:id/overview',
    'The product’s overview page',
    read('overview'),
    json(overviewResponseSchema),
    {
      query: overviewQuerySchema,
      example: ex({ lang: 'en' }),
    },
  ),
  // Request-only calls: no caller, no configuration; never cached.
  clientErrors: call(
    'POST',
    'client-errors',
    'Report client errors',
    open('the error sink takes reports, answers nothing'),
    jsonBody(clientErrorBatchSchema),
    NO_CONTENT,
    { runner: 'request' },
  ),
  contactChallenge: get(
    'contact/challenge',
    'A proof-of-work challenge for the contact form',
    open('a proof-of-work challenge'),
    json(altchaChallengeSchema),
    { runner: 'request' },
  ),
  contact: call(
    'POST',
    'contact',
    'Send a contact message',
    open('the contact form takes a message, answers nothing'),
    jsonBody(contactRequestSchema),
    json(contactResponseSchema),
    { runner: 'request' },
  ),
  // The sign-in forms' bot check (login, registration, password reset; seed 000 §7).
  authChallenge: get(
    'auth/challenge',
    'A proof-of-work challenge for the sign-in forms',
    open('a proof-of-work challenge'),
    json(altchaChallengeSchema),
    { runner: 'request' },
  ),
  authBotCheck: call(
    'POST',
    'auth/bot-check',
    'Verify the bot check of a sign-in form',
    open('checks a proof of work, answers nothing'),
    jsonBody(authBotCheckRequestSchema),
    NO_CONTENT,
    { runner: 'request' },
  ),
  productBenchmarks: get(
    'products/:id/benchmarks',
    'The benchmarks of a product',
    read('product'),
    json(productBenchmarksResponseSchema),
    {
      query: readerOnlyQuerySchema,
      example: ex(),
    },
  ),
  media: get(
    'products/:id/media/:mediaId',
    'An image or video of the product',
    read('media'),
    file('the image or video'),
    { query: documentReaderQuerySchema },
  ),
} as const satisfies Record<string, ApiEntry>;
