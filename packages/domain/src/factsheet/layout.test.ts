import { describe, expect, it } from 'vitest';
import {
  factsheetConfigSchema,
  type FactsheetConfig,
  type FactsheetLayoutItem,
} from '../schemas/factsheet.js';
import { defaultFactsheetLayout, flowedDefaultLayout } from './default-layout.js';
import { layoutFactsheet, type PlacedBox } from './layout.js';
import { TENANT_LOGO_IMAGE_ID, type FactsheetBlock } from './model.js';
import { A4, type TextPrimitive } from './primitives.js';
import { sampleFactsheetModel } from './testing/sample-model.js';
import { textWidth } from './text.js';

const config = (layout: FactsheetLayoutItem[], patch: Partial<FactsheetConfig> = {}): FactsheetConfig =>
  factsheetConfigSchema.parse({ layout, ...patch });

const overlap = (a: PlacedBox, b: PlacedBox) =>
  a.page === b.page &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

const texts = (l: ReturnType<typeof layoutFactsheet>, page = 0) =>
  (l.pages[page]?.primitives ?? []).filter((p): p is TextPrimitive => p.kind === 'text');

describe('layoutFactsheet', () => {
  const model = sampleFactsheetModel();

  it('places the default layout on two A4 pages without overlaps, inside the margins', () => {
    const layout = layoutFactsheet(model, config(defaultFactsheetLayout(model)));
    expect(layout.pages.map((p) => p.number)).toEqual([1, 2]);
    expect(layout.removed).toEqual([]);
    expect(layout.missing).toEqual([]);
    expect(layout.boxes.map((b) => b.componentId).sort()).toEqual(Object.keys(model.blocks).sort());
    for (const [i, a] of layout.boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(28 - 1e-9);
      expect(a.x + a.width).toBeLessThanOrEqual(A4.width - 28 + 1e-9);
      expect(a.y + a.height).toBeLessThanOrEqual(A4.height - 28);
      for (const b of layout.boxes.slice(i + 1))
        expect(overlap(a, b), `${a.componentId} / ${b.componentId}`).toBe(false);
    }
  });

  it('puts half-width components side by side and a full-width one below both columns', () => {
    const layout = layoutFactsheet(
      model,
      config([
        { componentId: 'keyFigures', page: 1, column: 0, order: 0, width: 'half' },
        { componentId: 'periodReturns', page: 1, column: 1, order: 1, width: 'half' },
        { componentId: 'cumulativeReturns', page: 1, column: 0, order: 2, width: 'full' },
      ]),
    );
    const [left, right, chart] = layout.boxes;
    expect(left?.y).toBe(right?.y);
    expect(right?.x).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0));
    expect(chart?.width).toBeCloseTo(A4.width - 56);
    expect(chart?.y).toBeGreaterThan(
      Math.max((left?.y ?? 0) + (left?.height ?? 0), (right?.y ?? 0) + (right?.height ?? 0)),
    );
  });

  it('removes what does not fit the rest of its page, and what is taller than a page, and names them', () => {
    const rows = Array.from({ length: 200 }, (_, i) => [`Row ${i}`, '1.00%']);
    const tall: FactsheetBlock = {
      id: 'statistics',
      title: 'Statistics',
      content: {
        shape: 'table',
        columns: [
          { label: '', align: 'left' },
          { label: 'Fund', align: 'right' },
        ],
        rows,
      },
    };
    const medium: FactsheetBlock = {
      ...tall,
      id: 'drawdowns',
      content: { ...tall.content, rows: rows.slice(0, 35) } as FactsheetBlock['content'],
    };
    const layout = layoutFactsheet(
      sampleFactsheetModel({ blocks: { ...model.blocks, statistics: tall, drawdowns: medium } }),
      config([
        { componentId: 'cumulativeReturns', page: 1, column: 0, order: 0, width: 'full' },
        { componentId: 'drawdowns', page: 1, column: 0, order: 1, width: 'full' },
        { componentId: 'statistics', page: 2, column: 0, order: 0 },
        { componentId: 'keyFigures', page: 2, column: 1, order: 1 },
      ]),
    );
    expect(layout.removed).toEqual([
      { componentId: 'drawdowns', page: 1, reason: 'doesNotFit' },
      { componentId: 'statistics', page: 2, reason: 'tallerThanPage' },
    ]);
    expect(layout.boxes.map((b) => b.componentId)).toEqual(['cumulativeReturns', 'keyFigures']);
  });

  it('lists components the model has no block for, places a component once, refuses pages beyond the limit', () => {
    const layout = layoutFactsheet(
      model,
      config([
        { componentId: 'holdings-regions', page: 1, column: 0, order: 0 },
        { componentId: 'keyFigures', page: 1, column: 0, order: 1 },
        { componentId: 'keyFigures', page: 1, column: 1, order: 2 },
      ]),
    );
    expect(layout.missing).toEqual(['holdings-regions']);
    expect(layout.boxes.map((b) => b.componentId)).toEqual(['keyFigures']);
    // The schema refuses page 5, so the limit is checked on an item that bypassed it.
    const beyond = config([]);
    beyond.layout.push({ componentId: 'keyFigures', page: 5, column: 0, order: 0 });
    expect(layoutFactsheet(model, beyond).removed).toEqual([
      { componentId: 'keyFigures', page: 5, reason: 'pageLimit' },
    ]);
  });

  it('shows the header band on every page, or a slim one after the first with onlyOnFirstPage', () => {
    const items: FactsheetLayoutItem[] = [
      { componentId: 'keyFigures', page: 1, column: 0, order: 0 },
      { componentId: 'contacts', page: 2, column: 0, order: 0 },
    ];
    const firstOnly = layoutFactsheet(model, config(items));
    const every = layoutFactsheet(
      model,
      config(items, { header: { ...config([]).header, onlyOnFirstPage: false } }),
    );
    const y = (l: ReturnType<typeof layoutFactsheet>, page: number) =>
      l.boxes.find((b) => b.page === page)?.y ?? 0;
    expect(y(firstOnly, 2)).toBeLessThan(y(firstOnly, 1));
    expect(y(every, 2)).toBe(y(every, 1));
  });

  it("draws the tenant's logo on a white plate on the coloured band, an uploaded logo as it is", () => {
    const image = { url: '/tenant/logo.svg', width: 960, height: 256, mimeType: 'image/png' as const };
    const withLogo = (logoImageId: string, textInPrimaryColor = false) =>
      layoutFactsheet(
        {
          ...model,
          images: { ...model.images, [logoImageId]: { id: logoImageId, ...image } },
          logoImageId,
        },
        config([], { header: { ...config([]).header, textInPrimaryColor } }),
      ).pages[0]?.primitives ?? [];
    const logoAndPlate = (primitives: ReturnType<typeof withLogo>, id: string) => {
      const logo = primitives.find((p) => p.kind === 'image' && p.imageId === id);
      const plate = primitives.find(
        (p) =>
          p.kind === 'rect' && p.fill === '#ffffff' && logo?.kind === 'image' && p.x < logo.x && p.y < logo.y,
      );
      return { logo, plate };
    };
    const tenant = logoAndPlate(withLogo(TENANT_LOGO_IMAGE_ID), TENANT_LOGO_IMAGE_ID);
    expect(tenant.logo).toMatchObject({ height: 30, width: 112.5 });
    expect(tenant.plate).toBeDefined();
    expect(logoAndPlate(withLogo('uploaded'), 'uploaded').plate).toBeUndefined();
    // On a white header (text in the primary colour) the tenant's logo needs no plate.
    expect(logoAndPlate(withLogo(TENANT_LOGO_IMAGE_ID, true), TENANT_LOGO_IMAGE_ID).plate).toBeUndefined();
  });

  it('writes the title, the date and the page numbers in the model language, never wider than the page', () => {
    const layout = layoutFactsheet(model, config(defaultFactsheetLayout(model)));
    const page1 = texts(layout);
    expect(page1.map((t) => t.text)).toEqual(
      expect.arrayContaining(['Global Equity Fund CHF', '30 October 2026', 'Page 1 of 2']),
    );
    expect(texts(layout, 1).map((t) => t.text)).toContain('Page 2 of 2');
    for (const page of layout.pages.keys()) {
      for (const t of texts(layout, page)) {
        expect(t.x, t.text).toBeGreaterThanOrEqual(0);
        expect(t.x + textWidth(t.text, t.size, t.weight), t.text).toBeLessThanOrEqual(A4.width - 28 + 0.01);
      }
    }
    const hidden = layoutFactsheet(
      model,
      config([], { header: { ...config([]).header, hideProductName: true, datePosition: 'hidden' } }),
    );
    expect(texts(hidden).map((t) => t.text)).not.toContain('Global Equity Fund CHF');
    expect(texts(hidden).map((t) => t.text)).not.toContain('30 October 2026');
  });

  it('grows with the font size and shrinks with compact spacing', () => {
    const items = defaultFactsheetLayout(model).filter((i) => i.page === 1);
    const height = (fontSize: 'small' | 'normal' | 'large', spacing: 'compact' | 'comfortable') => {
      const c = config(items, { style: { ...config([]).style, fontSize, spacing } });
      const boxes = layoutFactsheet(model, c).boxes;
      return Math.max(...boxes.map((b) => b.y + b.height));
    };
    expect(height('large', 'comfortable')).toBeGreaterThan(height('normal', 'comfortable'));
    expect(height('normal', 'compact')).toBeLessThan(height('normal', 'comfortable'));
  });

  it('lays out an empty layout as one page with header and footer', () => {
    const layout = layoutFactsheet(model, config([]));
    expect(layout.pages).toHaveLength(1);
    expect(layout.boxes).toEqual([]);
    expect(texts(layout).map((t) => t.text)).toContain('Page 1 of 1');
  });
});

describe('vertical bar chart', () => {
  it('keeps the value of a negative bar clear of the category label under the axis', () => {
    const model = sampleFactsheetModel({
      blocks: {
        yearlyReturns: {
          id: 'yearlyReturns',
          title: 'Yearly returns',
          content: {
            shape: 'barChart',
            orientation: 'vertical',
            bars: [
              { label: '2022', value: -0.121, display: '-12.1%' },
              { label: '2023', value: 0.08, display: '8.0%' },
            ],
          },
        },
      },
    });
    const layout = layoutFactsheet(
      model,
      config([{ componentId: 'yearlyReturns', page: 1, column: 0, order: 0 }]),
    );
    const all = texts(layout);
    const value = all.find((t) => t.text === '-12.1%');
    const label = all.find((t) => t.text === '2022');
    expect(value && label).toBeTruthy();
    // Baselines at least one small line apart (no overlap of the two texts).
    expect((label?.y ?? 0) - (value?.y ?? 0)).toBeGreaterThanOrEqual(value?.size ?? 0);
  });
});

describe('flowFactsheetLayout', () => {
  const model = sampleFactsheetModel();
  const longText = (n: number): FactsheetBlock => ({
    id: `component-long${n}`,
    title: `Long text ${n}`,
    content: {
      shape: 'text',
      paragraphs: Array.from({ length: 12 }, () => 'Lorem ipsum dolor sit amet. '.repeat(12)),
    },
  });

  it('keeps a default layout that fits as it is', () => {
    const base = config([]);
    expect(flowedDefaultLayout(model, base)).toEqual(defaultFactsheetLayout(model));
  });

  it('moves what does not fit to the next page, with what follows it, so nothing is lost while pages remain', () => {
    const big = {
      ...model,
      blocks: { ...model.blocks, 'component-long1': longText(1), 'component-long2': longText(2) },
    };
    const base = config([], { style: { ...config([]).style, fontSize: 'large' } });
    const plain = layoutFactsheet(big, { ...base, layout: defaultFactsheetLayout(big) });
    expect(plain.removed.map((r) => r.componentId)).toEqual(['component-long1', 'component-long2']);

    const items = flowedDefaultLayout(big, base);
    const flowed = layoutFactsheet(big, { ...base, layout: items });
    expect(flowed.removed).toEqual([]);
    expect(flowed.pages.length).toBeGreaterThan(2);
    expect(flowed.boxes.map((b) => b.componentId).sort()).toEqual(Object.keys(big.blocks).sort());
    // Reading order is kept: the disclaimer is still last.
    const last = flowed.boxes.at(-1);
    expect(last?.componentId).toBe('disclaimer');
    for (const [i, a] of flowed.boxes.entries())
      for (const b of flowed.boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });
});
