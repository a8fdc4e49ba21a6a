import type { FactsheetConfig, FactsheetModel } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { LoadedFactsheet } from '../../../factsheets/factsheet-model.js';
import { factsheetPdfKey, FACTSHEET_PDF_LIMITS, servePdf } from './get-factsheet.js';
import { ApiHttpError } from '../../http.js';
import { pdfRenderLimiter, renderedPdfCache } from '../../rendered-pdfs.js';

// servePdf runs after loadFactsheet (access checked, model built): only the cache and the render limit are here;
// tests/api/factsheet.test.ts drives the whole route.

const loaded = (date: string, logo = new Uint8Array([1])): LoadedFactsheet =>
  ({
    model: { productId: 'p1', lang: 'en', date, blocks: {}, images: {} } as unknown as FactsheetModel,
    config: { layout: [] } as unknown as FactsheetConfig,
    imageBytes: { logo },
  }) as unknown as LoadedFactsheet;

function serving() {
  const clock = { now: 1_800_000_000_000 };
  const renders: string[] = [];
  const base = {
    cache: renderedPdfCache(),
    limiter: pdfRenderLimiter(() => clock.now),
    render: (l: LoadedFactsheet) => {
      renders.push(l.model.date);
      return Promise.resolve({ bytes: new Uint8Array(100), fileName: `p1-${l.model.date}.pdf` });
    },
  };
  return { clock, renders, as: (client: string) => ({ ...base, client }) };
}

async function refusal(p: Promise<unknown>): Promise<ApiHttpError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiHttpError);
  return error as ApiHttpError;
}

describe('servePdf', () => {
  it('renders a factsheet once and serves the same PDF again from the cache', async () => {
    const s = serving();
    const first = await servePdf(loaded('2026-10-30'), s.as('ip:a'));
    const again = await servePdf(loaded('2026-10-30'), s.as('ip:b'));
    expect([first.hit, again.hit]).toEqual([false, true]);
    expect(again.file).toBe(first.file);
    expect(s.renders).toEqual(['2026-10-30']);
    // Another date, another image: other PDFs.
    await servePdf(loaded('2026-09-30'), s.as('ip:a'));
    await servePdf(loaded('2026-10-30', new Uint8Array([2])), s.as('ip:a'));
    expect(s.renders).toHaveLength(3);
  });

  it('limits renders per client with 429 and Retry-After; cache hits and other clients are not limited', async () => {
    const s = serving();
    const cap = FACTSHEET_PDF_LIMITS.rendersPerClientPerMinute;
    for (let day = 1; day <= cap; day++)
      await servePdf(loaded(`2026-01-${String(day).padStart(2, '0')}`), s.as('ip:a'));
    const refused = await refusal(servePdf(loaded('2026-02-01'), s.as('ip:a')));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('rate-limited');
    expect(refused.headers['Retry-After']).toBe(String(Math.ceil(60 / cap)));
    expect(refused.toBody().error).toMatchObject({
      messageKey: 'api.errors.rateLimited',
      details: { retryAfterSeconds: 6 },
    });
    // Already drawn: served, free.
    for (let i = 0; i < 3 * cap; i++)
      expect((await servePdf(loaded('2026-01-01'), s.as('ip:a'))).hit).toBe(true);
    // Another client has its own renders.
    expect((await servePdf(loaded('2026-02-01'), s.as('ip:b'))).hit).toBe(false);
    // The bucket refills: one render per 60 s / capacity.
    s.clock.now += 60_000 / cap;
    expect((await servePdf(loaded('2026-02-02'), s.as('ip:a'))).hit).toBe(false);
    await refusal(servePdf(loaded('2026-02-03'), s.as('ip:a')));
    expect(s.renders).toHaveLength(cap + 2);
  });

  it('keys on the drawn model, config and images, not on the object', () => {
    expect(factsheetPdfKey(loaded('2026-10-30'))).toBe(factsheetPdfKey(loaded('2026-10-30')));
    expect(factsheetPdfKey(loaded('2026-10-30'))).not.toBe(factsheetPdfKey(loaded('2026-10-31')));
  });
});
