import { describe, expect, it } from 'vitest';
import { factsheetConfigSchema, type FactsheetLayoutItem } from '../schemas/factsheet.js';
import { defaultFactsheetLayout } from './default-layout.js';
import { layoutFactsheet } from './layout.js';
import type { Primitive } from './primitives.js';
import { chartAlt, isDrawn, structureProblems, wholeText } from './structure.js';
import { renderContent } from './renderers.js';
import { resolveStyle } from './style.js';
import { sampleFactsheetModel } from './testing/sample-model.js';

/** The page's structure as nested roles, text of headings and cells kept, for assertions. */
interface Node {
  role: string;
  alt?: string;
  scope?: string;
  text: string[];
  kids: Node[];
}

function tree(primitives: readonly Primitive[]): Node {
  const root: Node = { role: 'Document', text: [], kids: [] };
  const stack = [root];
  for (const p of primitives) {
    const top = stack.at(-1) ?? root;
    if (p.kind === 'begin') {
      const node: Node = {
        role: p.role,
        text: [],
        kids: [],
        ...(p.alt ? { alt: p.alt } : {}),
        ...(p.scope ? { scope: p.scope } : {}),
      };
      top.kids.push(node);
      stack.push(node);
    } else if (p.kind === 'end') stack.pop();
    else if (p.kind === 'text') top.text.push(p.text);
  }
  return root;
}

const all = (n: Node): Node[] => [n, ...n.kids.flatMap(all)];
const textOf = (n: Node): string => [...n.text, ...n.kids.map(textOf)].join(' ').trim();

describe('the factsheet structure (tagged PDF)', () => {
  const model = sampleFactsheetModel();
  const layout = layoutFactsheet(
    model,
    factsheetConfigSchema.parse({ layout: defaultFactsheetLayout(model) }),
  );

  it('nests, and tags everything drawn: a heading, sections with headings, tables with header cells, figures with text', () => {
    for (const page of layout.pages) {
      expect(structureProblems(page.primitives)).toEqual([]);
      // Nothing is drawn outside a structure element or an artifact.
      let depth = 0;
      for (const p of page.primitives) {
        if (p.kind === 'begin') depth++;
        else if (p.kind === 'end') depth--;
        else expect(depth, `${p.kind} outside any element`).toBeGreaterThan(0);
      }
    }
    const first = tree(layout.pages[0]?.primitives ?? []);
    const nodes = all(first);
    expect(nodes.filter((n) => n.role === 'H1').map(textOf)).toEqual([model.title]);
    const sections = first.kids.filter((n) => n.role === 'Sect');
    expect(sections.length).toBeGreaterThan(2);
    for (const s of sections)
      if (s.kids.some((k) => k.role === 'H2')) expect(s.kids[0]?.role).toMatch(/Artifact|H2/);
    const tables = nodes.filter((n) => n.role === 'Table');
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(all(t).some((n) => n.role === 'TH')).toBe(true);
    const figures = nodes.filter((n) => n.role === 'Figure');
    expect(figures.length).toBeGreaterThan(0);
    for (const f of figures) expect(f.alt?.length ?? 0).toBeGreaterThan(10);
  });

  it('marks the header band, the footer and rules as artifacts, and the title and date as content', () => {
    const page = tree(layout.pages[0]?.primitives ?? []);
    const artifacts = page.kids.filter((n) => n.role === 'Artifact');
    // The band (first) and the footer (last) are artifacts; the page number is in the footer.
    expect(page.kids[0]?.role).toBe('Artifact');
    expect(page.kids.at(-1)?.role).toBe('Artifact');
    expect(textOf(page.kids.at(-1) ?? page)).toMatch(/1/);
    expect(artifacts.length).toBeGreaterThanOrEqual(2);
    expect(page.kids.find((n) => n.role === 'P')?.text).toEqual([model.dateLabel]);
  });

  it('reads a two-column run left column first, then the right one', () => {
    const items: FactsheetLayoutItem[] = [
      { componentId: 'keyFigures', page: 1, column: 0, order: 0, width: 'half' },
      { componentId: 'periodReturns', page: 1, column: 1, order: 1, width: 'half' },
      { componentId: 'contacts', page: 1, column: 0, order: 2, width: 'half' },
      { componentId: 'cumulativeReturns', page: 1, column: 0, order: 3, width: 'full' },
    ];
    const l = layoutFactsheet(model, factsheetConfigSchema.parse({ layout: items }));
    const headings = all(tree(l.pages[0]?.primitives ?? []))
      .filter((n) => n.role === 'H2')
      .map(textOf);
    const title = (id: string) => model.blocks[id]?.title ?? '';
    expect(headings).toEqual([
      title('keyFigures'),
      title('contacts'),
      title('periodReturns'),
      title('cumulativeReturns'),
    ]);
    // Drawn the same: the same primitives, only in another order.
    const drawn = (ps: readonly Primitive[]) => ps.filter(isDrawn).length;
    const byOrder = layoutFactsheet(model, factsheetConfigSchema.parse({ layout: items }));
    expect(drawn(l.pages[0]?.primitives ?? [])).toBe(drawn(byOrder.pages[0]?.primitives ?? []));
  });

  it('says what a chart shows, from its data, in the factsheet’s language', () => {
    const line = {
      shape: 'lineChart' as const,
      dates: ['2020-01-02', '2026-10-30'],
      series: [
        { label: 'Fund', values: [0, 2.31] },
        { label: 'Benchmark', values: [0, null] },
      ],
      valueFormat: 'percent' as const,
      yTicks: [],
      xTicks: [],
    };
    expect(chartAlt('Cumulative return', line, 'en')).toBe(
      'Cumulative return, Jan 2, 2020 – Oct 30, 2026: Fund +231.0%, Benchmark 0.0%',
    );
    // With its axis' labelled dates: the values there too (a gap has none).
    const ticked = { ...line, xTicks: [{ date: '2020-01-02', label: '2020' }] };
    expect(chartAlt('Cumulative return', ticked, 'en')).toBe(
      'Cumulative return, Jan 2, 2020 – Oct 30, 2026: Fund +231.0% (2020 0.0%), Benchmark 0.0% (2020 0.0%)',
    );
    const pie = {
      shape: 'pieChart' as const,
      donut: false,
      slices: [
        { label: 'Aktien', value: 0.6, display: '60,0 %' },
        { label: 'Anleihen', value: 0.4, display: '40,0 %' },
      ],
    };
    expect(chartAlt('Anlageklassen', pie, 'de')).toBe('Anlageklassen, Aktien 60,0 %, Anleihen 40,0 %');
    expect(chartAlt(null, pie, 'de')).toBe('Aktien 60,0 %, Anleihen 40,0 %');
  });

  it('keeps the whole text of a table cell the layout cut to its width', () => {
    const cut: Primitive = {
      kind: 'text',
      x: 0,
      y: 0,
      text: 'Pas encore r…',
      size: 8,
      weight: 'regular',
      color: '#000',
    };
    expect(wholeText(cut, 'Pas encore repris')).toEqual({ actualText: 'Pas encore repris' });
    expect(wholeText({ ...cut, text: 'Repris' }, 'Repris')).toEqual({});
    const table = renderContent(
      {
        shape: 'table',
        columns: [
          { label: 'Drawdown', align: 'left' },
          { label: 'Recovery', align: 'right' },
        ],
        rows: [['-14.95%', 'Not yet recovered, still below its previous peak']],
      },
      { width: 120, style: resolveStyle(factsheetConfigSchema.parse({ layout: [] }).style), model },
    ).draw(0, 0);
    const marks = table.filter((p) => p.kind === 'begin');
    expect(marks.find((m) => m.role === 'TD')).toMatchObject({
      actualText: 'Not yet recovered, still below its previous peak',
    });
    expect(marks.find((m) => m.role === 'TH' && m.scope === 'Row')).not.toHaveProperty('actualText');
  });

  it('finds marks that do not nest and figures without text', () => {
    expect(structureProblems([{ kind: 'end' }])).toEqual(['end without begin at 0']);
    expect(structureProblems([{ kind: 'begin', role: 'Figure' }])).toEqual([
      'figure without text at 0',
      '1 element(s) left open',
    ]);
  });
});
