import type {
  BlockContent,
  EntriesContent,
  ImageContent,
  KeyValueContent,
  TableContent,
  TextContent,
} from './model.js';
import type { Primitive, TextPrimitive } from './primitives.js';
import { renderBarChart, renderLineChart, renderPieChart } from './charts.js';
import type { RenderContext, RenderedContent } from './render-context.js';
import { artifact, chartAlt, tagged, wholeText } from './structure.js';
import { tint, type ResolvedStyle } from './style.js';
import { fitText, textWidth, wrapText } from './text.js';

/*
 * One renderer per content shape (model.ts): given the width it may use, it says how tall it is and draws itself at
 * a position (render-context.ts). Pure: the layout measures every block with it before placing any.
 */

export const lineHeight = (size: number, style: ResolvedStyle) => size * style.leading;

/** How a run of lines is set: the text primitive's font fields. */
type LineFont = Pick<TextPrimitive, 'size' | 'weight' | 'color'>;

/**
 * Pushes `lines` in one font onto `out`, left-aligned at `x`, the first on `baseline`, each `step` below the last;
 * the baseline after the last line.
 */
function stackLines(
  out: Primitive[],
  lines: readonly string[],
  x: number,
  baseline: number,
  font: LineFont,
  step: number,
): number {
  let y = baseline;
  for (const text of lines) {
    out.push({ kind: 'text', x, y, text, ...font });
    y += step;
  }
  return y;
}

/** Small muted lines (a table's note, an image's caption, a block's source) from `baseline` down. */
export function smallPrint(
  lines: readonly string[],
  x: number,
  baseline: number,
  style: ResolvedStyle,
): Primitive[] {
  const out: Primitive[] = [];
  const font: LineFont = { size: style.small, weight: 'regular', color: style.muted };
  stackLines(out, lines, x, baseline, font, lineHeight(style.small, style));
  return out.length === 0 ? out : tagged('P', out);
}

/** A text primitive aligned in a cell `[x, x + width]`. */
export function alignedText(
  text: string,
  x: number,
  width: number,
  baseline: number,
  size: number,
  align: 'left' | 'right' | 'center',
  weight: 'regular' | 'bold',
  color: string,
): Primitive {
  const fitted = fitText(text, width, size, weight);
  const w = textWidth(fitted, size, weight);
  const left = align === 'left' ? x : align === 'right' ? x + width - w : x + (width - w) / 2;
  return { kind: 'text', x: left, y: baseline, text: fitted, size, weight, color };
}

function renderTable(c: TableContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const row = lineHeight(style.size, style) + 3;
  const weights = c.columns.map((col) => col.weight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const pad = 3;
  const colX: number[] = [];
  let acc = 0;
  for (const w of weights) {
    colX.push((acc / total) * width);
    acc += w;
  }
  const colW = weights.map((w) => (w / total) * width);
  const noteLines = c.note ? wrapText(c.note, width, style.small) : [];
  const height = row * (c.rows.length + 1) + noteLines.length * lineHeight(style.small, style);
  const bold = new Set(c.boldRows ?? []);
  return {
    height,
    draw: (x, y) => {
      const background = artifact([
        {
          kind: 'rect',
          x,
          y,
          width,
          height: row,
          fill: tint(style.primary, 0.88),
          stroke: null,
          strokeWidth: 0,
        },
      ]);
      const baselineOf = (top: number) => top + row / 2 + style.size * 0.35;
      const head = c.columns.map((col, i) => {
        const label = alignedText(
          col.label,
          x + (colX[i] ?? 0) + pad,
          (colW[i] ?? 0) - 2 * pad,
          baselineOf(y),
          style.size,
          col.align,
          'bold',
          style.text,
        );
        return tagged('TH', [label], { scope: 'Column', ...wholeText(label, col.label) });
      });
      // A first column of left-aligned labels heads its row (a period, a holding's name).
      const rowHeads = c.columns.length > 1 && c.columns[0]?.align === 'left';
      const body = c.rows.map((cells, r) => {
        const top = y + row * (r + 1);
        const rule = artifact([
          {
            kind: 'line',
            x1: x,
            y1: top + row,
            x2: x + width,
            y2: top + row,
            color: style.rule,
            width: 0.5,
          },
        ]);
        const drawn = cells.flatMap((cell, i) => {
          const col = c.columns[i];
          if (!col) return [];
          const full = cell ?? '–';
          const text = alignedText(
            full,
            x + (colX[i] ?? 0) + pad,
            (colW[i] ?? 0) - 2 * pad,
            baselineOf(top),
            style.size,
            col.align,
            bold.has(r) ? 'bold' : 'regular',
            cell === null ? style.muted : style.text,
          );
          // A cell cut to its width ("…") keeps its whole text for a reader, a search and a copy.
          return i === 0 && rowHeads
            ? tagged('TH', [text], { scope: 'Row', ...wholeText(text, full) })
            : tagged('TD', [text], wholeText(text, full));
        });
        return tagged('TR', [...rule, ...drawn]);
      });
      return [
        ...background,
        ...tagged('Table', [...tagged('TR', head.flat()), ...body.flat()]),
        ...smallPrint(noteLines, x, y + row * (c.rows.length + 1) + style.small, style),
      ];
    },
  };
}

function renderKeyValue(c: KeyValueContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const labelWidth = width * 0.45;
  const valueWidth = width - labelWidth - 6;
  const lh = lineHeight(style.size, style);
  const rows = c.rows.map((r) => ({
    label: wrapText(r.label, labelWidth, style.size),
    value: wrapText(r.value, valueWidth, style.size, 'bold'),
  }));
  const heights = rows.map((r) => Math.max(r.label.length, r.value.length) * lh + 4);
  return {
    height: heights.reduce((a, b) => a + b, 0),
    draw: (x, y) => {
      const out: Primitive[] = [];
      let top = y;
      rows.forEach((r, i) => {
        const h = heights[i] ?? 0;
        const label = r.label.map((line, k): Primitive => ({
          kind: 'text',
          x,
          y: top + 2 + style.size + k * lh,
          text: line,
          size: style.size,
          weight: 'regular',
          color: style.muted,
        }));
        const value = r.value.map((line, k) =>
          alignedText(
            line,
            x + labelWidth + 6,
            valueWidth,
            top + 2 + style.size + k * lh,
            style.size,
            'right',
            'bold',
            style.text,
          ),
        );
        // A table of two columns: each label heads its row.
        out.push(...tagged('TR', [...tagged('TH', label, { scope: 'Row' }), ...tagged('TD', value)]));
        top += h;
        if (i < rows.length - 1)
          out.push(
            ...artifact([
              { kind: 'line', x1: x, y1: top, x2: x + width, y2: top, color: style.rule, width: 0.5 },
            ]),
          );
      });
      return tagged('Table', out);
    },
  };
}

function renderText(c: TextContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const size = c.fine ? style.small : style.size;
  const lh = lineHeight(size, style);
  const paragraphs = c.paragraphs.map((p) => wrapText(p, width, size));
  const paraGap = size * 0.6;
  const lines = paragraphs.reduce((n, p) => n + p.length, 0);
  return {
    height: lines * lh + Math.max(0, paragraphs.length - 1) * paraGap,
    draw: (x, y) => {
      const out: Primitive[] = [];
      const font: LineFont = { size, weight: 'regular', color: c.fine ? style.muted : style.text };
      let baseline = y + size;
      for (const p of paragraphs) {
        const lines: Primitive[] = [];
        baseline = stackLines(lines, p, x, baseline, font, lh) + paraGap;
        out.push(...tagged('P', lines));
      }
      return out;
    },
  };
}

function renderEntries(c: EntriesContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const lh = lineHeight(style.size, style);
  const imageSize = 34;
  const entries = c.entries.map((e) => {
    const textWidthAvailable = e.imageId ? width - imageSize - 8 : width;
    const title = wrapText(e.title, textWidthAvailable, style.size, 'bold');
    const lines = e.lines.flatMap((l) => wrapText(l, textWidthAvailable, style.size));
    const textHeight = (title.length + lines.length) * lh;
    return { e, title, lines, height: Math.max(textHeight, e.imageId ? imageSize : 0) };
  });
  const between = style.gap / 2;
  return {
    height: entries.reduce((n, e) => n + e.height, 0) + Math.max(0, entries.length - 1) * between,
    draw: (x, y) => {
      const out: Primitive[] = [];
      let top = y;
      for (const { e, title, lines, height } of entries) {
        const item: Primitive[] = [];
        let tx = x;
        if (e.imageId) {
          // A contact's photo beside their name: the name says who it is.
          item.push(
            ...artifact([
              {
                kind: 'image',
                imageId: e.imageId,
                x,
                y: top,
                width: imageSize,
                height: imageSize,
                fit: 'cover',
              },
            ]),
          );
          tx = x + imageSize + 8;
        }
        const text: Primitive[] = [];
        const bold: LineFont = { size: style.size, weight: 'bold', color: style.text };
        const baseline = stackLines(text, title, tx, top + style.size, bold, lh);
        stackLines(text, lines, tx, baseline, { ...bold, weight: 'regular' }, lh);
        out.push(...tagged('LI', [...item, ...tagged('LBody', text)]));
        top += height + between;
      }
      return tagged('L', out);
    },
  };
}

function renderImage(c: ImageContent, ctx: RenderContext): RenderedContent {
  const { style, width, model } = ctx;
  const image = model.images[c.imageId];
  const ratio = image && image.width > 0 ? image.height / image.width : 9 / 16;
  const imageHeight = Math.min(width * ratio, 320);
  const caption = c.caption ? wrapText(c.caption, width, style.small) : [];
  return {
    height: imageHeight + caption.length * lineHeight(style.small, style) + (caption.length > 0 ? 3 : 0),
    draw: (x, y) => {
      const image: Primitive[] = [
        { kind: 'image', imageId: c.imageId, x, y, width, height: imageHeight, fit: 'contain' },
      ];
      // Its caption, else its block's title, says what it shows; an image with neither is decoration.
      const alt = [c.caption, ctx.title].map((t) => t?.trim() ?? '').find((t) => t !== '');
      const figure = alt ? tagged('Figure', image, { alt }) : artifact(image);
      const linked = c.url
        ? tagged('Link', [...figure, { kind: 'link', x, y, width, height: imageHeight, url: c.url }])
        : figure;
      return [...linked, ...smallPrint(caption, x, y + imageHeight + 3 + style.small, style)];
    },
  };
}

type ContentShape = BlockContent['shape'];
type ContentOf<S extends ContentShape> = Extract<BlockContent, { shape: S }>;

/** The renderer of each content shape (a new shape fails to compile until it has one). */
const RENDERERS: { [S in ContentShape]: (c: ContentOf<S>, ctx: RenderContext) => RenderedContent } = {
  table: renderTable,
  keyValue: renderKeyValue,
  text: renderText,
  entries: renderEntries,
  image: renderImage,
  lineChart: renderLineChart,
  pieChart: renderPieChart,
  barChart: renderBarChart,
};

/** The renderer of a content shape. */
export function renderContent<S extends ContentShape>(
  content: ContentOf<S>,
  ctx: RenderContext,
): RenderedContent {
  const render: (c: ContentOf<S>, ctx: RenderContext) => RenderedContent = RENDERERS[content.shape];
  const rendered = render(content, ctx);
  const chart: BlockContent = content;
  if (chart.shape !== 'lineChart' && chart.shape !== 'pieChart' && chart.shape !== 'barChart')
    return rendered;
  // A chart is one figure, its legend and axes included; its text says what the chart shows, from its data.
  const alt = chartAlt(ctx.title ?? null, chart, ctx.model.lang);
  return { height: rendered.height, draw: (x, y) => tagged('Figure', rendered.draw(x, y), { alt }) };
}
