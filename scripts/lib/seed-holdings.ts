/**
 * The demo tenant's holdings (issue 11.8): month-end snapshots of realistic portfolios (`emulator-data/<tenant>/holdings.json`:
 * for the demo a global equity fund, a multi-asset strategy and a Swiss franc bond fund with equities, bonds, funds, gold,
 * cash, an FX forward and a short index future, in several currencies, regions, sectors and instrument types), plus
 * the holding components that show them on the overview. Deterministic: the same file and `today` give the same
 * documents. Weights drift from month to month and add up to 100 % (the short future and the forward included);
 * values are weight x the month's AuM, which ends at the product's configured AuM. Written as the admin console writes
 * them, each checked by the domain's schema.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  HOLDING_DESCRIPTIVE_COLUMNS,
  holdingComponentSchema,
  holdingSchema,
  holdingSnapshotSchema,
  idSchema,
  type Holding,
  type HoldingComponent,
  type HoldingSnapshot,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { repoRoot } from './tenants.js';

const COLUMNS = [...HOLDING_DESCRIPTIVE_COLUMNS, 'targetWeight'] as const;

/** A position as the domain's holding has it, with a target weight in % instead of the weight and value of a date. */
const positionSchema = holdingSchema
  .omit({ weight: true, value: true })
  .extend({ targetWeight: z.number().min(-100).max(100) });

const seedHoldingsSchema = z.strictObject({
  note: z.string().optional(),
  /** Names the fields of a position row, in order. */
  columns: z
    .array(z.string())
    .refine((c) => c.join() === COLUMNS.join(), { message: `must be ${COLUMNS.join(', ')}` }),
  portfolios: z.array(
    z.strictObject({
      productId: idSchema,
      /** Monthly AuM growth, to walk the AuM back from the configured figure. */
      monthlyGrowth: z.number().min(-0.5).max(0.5),
      /** In the order the admin console lists them. */
      components: z.array(holdingComponentSchema),
      /** One row per position, its fields in the order of `columns`. */
      positions: z
        .array(
          z
            .tuple([
              z.string(),
              z.string(),
              z.string(),
              z.string(),
              z.string(),
              z.string(),
              z.string(),
              z.number(),
            ])
            .transform((row) => Object.fromEntries(COLUMNS.map((c, i) => [c, row[i]])))
            .pipe(positionSchema),
        )
        .min(1),
    }),
  ),
});
export type SeedHoldings = z.infer<typeof seedHoldingsSchema>;
type SeedPortfolio = SeedHoldings['portfolios'][number];

/** `emulator-data/<tenant>/holdings.json`, checked whole; no portfolios when the tenant has no such file. */
export function loadSeedHoldings(root: string, tenantId: string): SeedHoldings {
  const file = join(root, 'emulator-data', tenantId, 'holdings.json');
  if (!existsSync(file)) return { columns: [...COLUMNS], portfolios: [] };
  const parsed = seedHoldingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** The number of month-end snapshots per product. */
export const SEED_HOLDING_DATES = 10;

/** The last `n` month ends strictly before `today`, ascending (calendar month ends: fund reports are dated so). */
export function monthEndsBefore(today: string, n: number): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = n; i >= 1; i--) out.push(new Date(Date.UTC(y, m - i, 0)).toISOString().slice(0, 10));
  return out;
}

/** A small deterministic generator (LCG), seeded per product. */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** FNV-1a over the UTF-16 code units of an (ASCII) product id. */
function seedOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

/**
 * The snapshots of one portfolio: target weights drift by up to ±15 % per month (cash and derivatives stay put) and
 * are scaled so the long positions fill 100 % plus the short ones' absolute weight; weights are rounded to 6 decimals with the
 * rounding rest put on the largest position, so every snapshot adds up to exactly 1. The last position of the list
 * enters only in the third snapshot, so the over-time charts show a change of composition.
 */
export function seedSnapshots(portfolio: SeedPortfolio, aum: number, today: string): HoldingSnapshot[] {
  const next = random(seedOf(portfolio.productId));
  const dates = monthEndsBefore(today, SEED_HOLDING_DATES);
  const positions = portfolio.positions;
  const drift = positions.map(() => 1);
  return dates.map((date, t) => {
    const monthAum = aum / (1 + portfolio.monthlyGrowth) ** (dates.length - 1 - t);
    const rows = positions.filter((_, i) => t >= 2 || i < positions.length - 1);
    const raw = rows.map((r) => {
      const i = positions.indexOf(r);
      const fixed = r.assetClass === 'cash' || r.assetClass === 'derivatives';
      if (!fixed) drift[i] = (drift[i] ?? 1) * (1 + (next() - 0.5) * 0.3 * 0.35);
      return r.targetWeight * (fixed ? 1 : (drift[i] ?? 1));
    });
    const shorts = raw.filter((w) => w < 0).reduce((a, w) => a + w, 0);
    const longs = raw.filter((w) => w > 0).reduce((a, w) => a + w, 0);
    const weights = raw.map(
      (w) => Math.round((w > 0 ? (w / longs) * (1 - shorts / 100) : w / 100) * 1e6) / 1e6,
    );
    const rest = Math.round((1 - weights.reduce((a, w) => a + w, 0)) * 1e6) / 1e6;
    const largest = weights.indexOf(Math.max(...weights));
    weights[largest] = Math.round(((weights[largest] ?? 0) + rest) * 1e6) / 1e6;
    const holdings: Holding[] = rows.map((r, i) => ({
      holdingName: r.holdingName,
      currency: r.currency,
      isin: r.isin,
      assetClass: r.assetClass,
      instrumentType: r.instrumentType,
      sector: r.sector,
      region: r.region,
      weight: weights[i] ?? 0,
      value: Math.round((weights[i] ?? 0) * monthAum * 100) / 100,
    }));
    return holdingSnapshotSchema.parse({
      productId: portfolio.productId,
      date,
      holdings,
      importedAt: new Date(`${date}T18:00:00Z`),
      importedBy: 'seed',
    });
  });
}

/** The seeded snapshots and components of every product of the catalogue that has a portfolio and allows holdings. */
export function seedHoldings(
  seed: SeedHoldings,
  products: readonly ProductConfig[],
  today: string,
): { snapshots: HoldingSnapshot[]; components: (HoldingComponent & { productId: string })[] } {
  const byId = new Map(products.map((p) => [p.productId, p]));
  const snapshots: HoldingSnapshot[] = [];
  const components: (HoldingComponent & { productId: string })[] = [];
  for (const portfolio of seed.portfolios) {
    const product = byId.get(portfolio.productId);
    if (!product?.allowHoldingDataModification) continue;
    snapshots.push(...seedSnapshots(portfolio, product.aum ?? 100_000_000, today));
    for (const c of portfolio.components) components.push({ productId: product.productId, ...c });
  }
  return { snapshots, components };
}

/**
 * Writes the seeded holdings and holding components (the products were cleared before, with their sub-collections).
 * `tenantId` names the holdings file (`emulator-data/<tenant>/holdings.json`; a tenant without one seeds none).
 */
export async function writeSeedHoldings(
  db: Firestore,
  products: readonly ProductConfig[],
  today: string,
  tenantId: string,
): Promise<number> {
  const { snapshots, components } = seedHoldings(loadSeedHoldings(repoRoot, tenantId), products, today);
  const r = refs(db);
  const batch = db.batch();
  for (const s of snapshots) batch.set(r.holdingSnapshot(s.productId, s.date), s);
  for (const { productId, ...c } of components) batch.set(r.holdingComponents(productId).doc(c.kind), c);
  await batch.commit();
  return snapshots.length;
}
