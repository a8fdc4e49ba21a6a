import type { Language } from '../constants.js';
import type { BarChartContent, LineChartContent, PieChartContent } from './model.js';
import type { BeginPrimitive, Primitive, StructurePrimitive, StructureRole } from './primitives.js';

/*
 * The logical structure of a factsheet (issue 29, docs/factsheets.md "Tagged PDF"): the display list carries it as
 * `begin`/`end` marks around the primitives that make up a heading, a paragraph, a table cell, a figure, ... so that
 * the PDF backend writes a structure tree (PDF/UA) from the very list it draws, and page furniture (the header band,
 * the footer, rules and backgrounds) as artifacts that assistive technology skips. The web page's SVG ignores the
 * marks. Marks nest; a backend keeps a stack.
 */

/** `content` as one structure element of `role`. */
export function tagged(
  role: StructureRole,
  content: readonly Primitive[],
  attributes: Pick<BeginPrimitive, 'alt' | 'scope' | 'actualText'> = {},
): Primitive[] {
  return [{ kind: 'begin', role, ...attributes }, ...content, { kind: 'end' }];
}

/** Page furniture: drawn, but no part of what the page says (backgrounds, rules, the header band, page numbers). */
export const artifact = (content: readonly Primitive[]): Primitive[] => tagged('Artifact', content);

/** The attributes of a cell drawn as `drawn` for the text `full`: its whole text when the drawing shortened it. */
export const wholeText = (drawn: Primitive, full: string): Pick<BeginPrimitive, 'actualText'> =>
  drawn.kind === 'text' && drawn.text !== full ? { actualText: full } : {};

/** Whether a primitive draws something (not a structure mark). */
export const isDrawn = (p: Primitive): p is Exclude<Primitive, StructurePrimitive> =>
  p.kind !== 'begin' && p.kind !== 'end';

/** Checks that marks nest and every figure has its text: the invariant the backends rely on (tests call it). */
export function structureProblems(primitives: readonly Primitive[]): string[] {
  const problems: string[] = [];
  let depth = 0;
  primitives.forEach((p, i) => {
    if (p.kind === 'begin') {
      depth++;
      if (p.role === 'Figure' && !p.alt?.trim()) problems.push(`figure without text at ${String(i)}`);
    } else if (p.kind === 'end') {
      depth--;
      if (depth < 0) problems.push(`end without begin at ${String(i)}`);
    }
  });
  if (depth > 0) problems.push(`${String(depth)} element(s) left open`);
  return problems;
}

const percent = (lang: Language) =>
  new Intl.NumberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
const plain = (lang: Language) => new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
const dateOf = (lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });

function lastValue(values: readonly (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i--) {
    const v = values[i];
    if (v !== null && v !== undefined && Number.isFinite(v)) return v;
  }
  return null;
}

/**
 * A chart's alternative text, from its data, in the factsheet's language: what a sighted reader takes from it. A line
 * chart: its period and each series' last value, with its values at the axis' labelled dates ("Cumulative return,
 * 2 Jan 2020 – 31 Oct 2026: Fund +231.0 % (2021 +12.0 %, ...), Benchmark +247.0 % (...)"); a pie or bar chart:
 * every slice or bar with its shown value.
 */
export function chartAlt(
  title: string | null,
  content: LineChartContent | PieChartContent | BarChartContent,
  lang: Language,
): string {
  const head = title?.trim() ?? '';
  let body: string;
  if (content.shape === 'lineChart') {
    const first = content.dates[0];
    const last = content.dates.at(-1);
    const range =
      first && last
        ? dateOf(lang).formatRange(new Date(`${first}T00:00:00Z`), new Date(`${last}T00:00:00Z`))
        : '';
    const format = content.valueFormat === 'percent' ? percent(lang) : plain(lang);
    // The values a sighted reader reads off the chart: at each labelled date of its axis, and at its end.
    const index = new Map(content.dates.map((d, i) => [d, i]));
    const values = content.series.map((s) => {
      const v = lastValue(s.values);
      const ticks = content.xTicks.flatMap((t) => {
        const at = s.values[index.get(t.date) ?? -1];
        return at === null || at === undefined || !Number.isFinite(at)
          ? []
          : [`${t.label} ${format.format(at)}`];
      });
      return `${s.label} ${v === null ? '–' : format.format(v)}${ticks.length > 0 ? ` (${ticks.join(', ')})` : ''}`;
    });
    body = `${range}${range ? ': ' : ''}${values.join(', ')}`;
  } else {
    const items = content.shape === 'pieChart' ? content.slices : content.bars;
    body = items.map((i) => `${i.label} ${i.display}`).join(', ');
  }
  const text = head && body ? `${head}, ${body}` : head || body;
  // Thin spaces of some ICU versions are plain spaces to a reader (and to a search index).
  return text.replace(/[\u2009\u202f]/g, ' ');
}
