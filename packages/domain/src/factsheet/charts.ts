import type { BarChartContent, LineChartContent, PieChartContent } from './model.js';
import type { Primitive } from './primitives.js';
import type { RenderContext, RenderedContent } from './render-context.js';
import { tint } from './style.js';
import { fitText, textWidth } from './text.js';

/** Series and slice colours after the primary colour (the second is the benchmark's grey). */
const PALETTE = [
  '#8a94a6',
  '#e07b39',
  '#2f9e8f',
  '#c44e7a',
  '#6b8e23',
  '#d4a017',
  '#5b6bd6',
  '#8c564b',
  '#17becf',
  '#7f7f7f',
  '#bcbd22',
];

export const chartColor = (primary: string, index: number): string =>
  index === 0 ? primary : (PALETTE[(index - 1) % PALETTE.length] ?? '#7f7f7f');

const n2 = (x: number) => Math.round(x * 100) / 100;

/** Cumulative returns (and any dated line chart): value axis with gridlines, date ticks, legend on top. */
export function renderLineChart(c: LineChartContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const legendHeight = style.small * 2;
  const plotHeight = Math.max(110, Math.min(190, width * 0.38));
  const axisHeight = style.small * 2;
  const height = legendHeight + plotHeight + axisHeight;
  return {
    height,
    draw: (x, y) => {
      const out: Primitive[] = [];
      // Legend.
      let lx = x;
      c.series.forEach((s, i) => {
        const color = s.color ?? chartColor(style.primary, i);
        out.push({
          kind: 'rect',
          x: lx,
          y: y + 2,
          width: 10,
          height: 3,
          fill: color,
          stroke: null,
          strokeWidth: 0,
        });
        out.push({
          kind: 'text',
          x: lx + 14,
          y: y + style.small,
          text: s.label,
          size: style.small,
          weight: 'regular',
          color: style.text,
        });
        lx += 14 + textWidth(s.label, style.small) + 14;
      });
      const values = c.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
      const tickValues = c.yTicks.map((t) => t.value);
      const lo = Math.min(...values, ...tickValues);
      const hi = Math.max(...values, ...tickValues);
      const span = hi - lo || 1;
      const labelWidth = Math.max(0, ...c.yTicks.map((t) => textWidth(t.label, style.small))) + 4;
      const px = x + labelWidth;
      const pw = width - labelWidth;
      const top = y + legendHeight;
      const yOf = (v: number) => top + plotHeight - ((v - lo) / span) * plotHeight;
      const count = c.dates.length;
      const xOf = (i: number) => px + (count <= 1 ? pw / 2 : (i / (count - 1)) * pw);
      for (const t of c.yTicks) {
        const ty = yOf(t.value);
        out.push({
          kind: 'line',
          x1: px,
          y1: ty,
          x2: px + pw,
          y2: ty,
          color: t.value === 0 ? style.muted : style.rule,
          width: t.value === 0 ? 0.6 : 0.4,
        });
        out.push({
          kind: 'text',
          x: px - 4 - textWidth(t.label, style.small),
          y: ty + style.small * 0.35,
          text: t.label,
          size: style.small,
          weight: 'regular',
          color: style.muted,
        });
      }
      const index = new Map(c.dates.map((d, i) => [d, i]));
      for (const t of c.xTicks) {
        const i = index.get(t.date);
        if (i === undefined) continue;
        const tx = xOf(i);
        const w = textWidth(t.label, style.small);
        out.push({
          kind: 'line',
          x1: tx,
          y1: top + plotHeight,
          x2: tx,
          y2: top + plotHeight + 3,
          color: style.muted,
          width: 0.4,
        });
        out.push({
          kind: 'text',
          x: Math.min(Math.max(tx - w / 2, px), px + pw - w),
          y: top + plotHeight + 3 + style.small,
          text: t.label,
          size: style.small,
          weight: 'regular',
          color: style.muted,
        });
      }
      // Series, the first (the product) last so it is drawn on top.
      [...c.series.entries()].reverse().forEach(([i, s]) => {
        let d = '';
        let pen = false;
        s.values.forEach((v, k) => {
          if (v === null) {
            pen = false;
            return;
          }
          d += `${pen ? 'L' : 'M'}${n2(xOf(k))} ${n2(yOf(v))} `;
          pen = true;
        });
        if (d !== '')
          out.push({
            kind: 'path',
            d: d.trim(),
            fill: null,
            stroke: s.color ?? chartColor(style.primary, i),
            strokeWidth: i === 0 ? 1.4 : 1,
          });
      });
      return out;
    },
  };
}

/** A slice of a pie or donut from angle a0 to a1 (radians, clockwise from 12 o'clock). */
function slicePath(cx: number, cy: number, r: number, inner: number, a0: number, a1: number): string {
  const pt = (rad: number, a: number) => `${n2(cx + rad * Math.sin(a))} ${n2(cy - rad * Math.cos(a))}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    // A full circle cannot be one arc: two halves.
    const mid = a0 + Math.PI;
    const outer = `M${pt(r, a0)} A${r} ${r} 0 1 1 ${pt(r, mid)} A${r} ${r} 0 1 1 ${pt(r, a0)} Z`;
    if (inner <= 0) return outer;
    return `${outer} M${pt(inner, a0)} A${inner} ${inner} 0 1 0 ${pt(inner, mid)} A${inner} ${inner} 0 1 0 ${pt(inner, a0)} Z`;
  }
  if (inner <= 0) return `M${n2(cx)} ${n2(cy)} L${pt(r, a0)} A${r} ${r} 0 ${large} 1 ${pt(r, a1)} Z`;
  return `M${pt(r, a0)} A${r} ${r} 0 ${large} 1 ${pt(r, a1)} L${pt(inner, a1)} A${inner} ${inner} 0 ${large} 0 ${pt(inner, a0)} Z`;
}

/** Pie or donut with a legend (label and value) beside it. */
export function renderPieChart(c: PieChartContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const lh = style.size * style.leading;
  const diameter = Math.min(120, width * 0.4);
  const legendHeight = c.slices.length * lh;
  const height = Math.max(diameter, legendHeight);
  return {
    height,
    draw: (x, y) => {
      const out: Primitive[] = [];
      const total = c.slices.reduce((s, sl) => s + Math.max(0, sl.value), 0);
      const r = diameter / 2;
      const cx = x + r;
      const cy = y + r;
      let a = 0;
      c.slices.forEach((sl, i) => {
        if (total <= 0 || sl.value <= 0) return;
        const a1 = a + (sl.value / total) * 2 * Math.PI;
        out.push({
          kind: 'path',
          d: slicePath(cx, cy, r, c.donut ? r * 0.55 : 0, a, a1),
          fill: chartColor(style.primary, i),
          stroke: '#ffffff',
          strokeWidth: 0.6,
        });
        a = a1;
      });
      const lx = x + diameter + 12;
      const lw = width - diameter - 12;
      c.slices.forEach((sl, i) => {
        const top = y + (height - legendHeight) / 2 + i * lh;
        const baseline = top + lh / 2 + style.size * 0.35;
        out.push({
          kind: 'rect',
          x: lx,
          y: top + lh / 2 - 3,
          width: 6,
          height: 6,
          fill: chartColor(style.primary, i),
          stroke: null,
          strokeWidth: 0,
        });
        const valueWidth = textWidth(sl.display, style.size, 'bold');
        out.push({
          kind: 'text',
          x: lx + 10,
          y: baseline,
          text: fitText(sl.label, lw - 10 - valueWidth - 6, style.size),
          size: style.size,
          weight: 'regular',
          color: style.text,
        });
        out.push({
          kind: 'text',
          x: lx + lw - valueWidth,
          y: baseline,
          text: sl.display,
          size: style.size,
          weight: 'bold',
          color: style.text,
        });
      });
      return out;
    },
  };
}

/** Horizontal bars (label, bar, value per row) or vertical bars (columns with labels under them). */
export function renderBarChart(c: BarChartContent, ctx: RenderContext): RenderedContent {
  const { style, width } = ctx;
  const lh = style.size * style.leading;
  const max = Math.max(0, ...c.bars.map((b) => b.value));
  const min = Math.min(0, ...c.bars.map((b) => b.value));
  const span = max - min || 1;
  if (c.orientation === 'horizontal') {
    const row = lh + 3;
    const labelWidth = width * 0.38;
    const valueWidth = Math.max(0, ...c.bars.map((b) => textWidth(b.display, style.size, 'bold'))) + 4;
    const barWidth = width - labelWidth - valueWidth - 6;
    return {
      height: c.bars.length * row,
      draw: (x, y) => {
        const out: Primitive[] = [];
        const zero = x + labelWidth + ((0 - min) / span) * barWidth;
        c.bars.forEach((b, i) => {
          const top = y + i * row;
          const baseline = top + row / 2 + style.size * 0.35;
          out.push({
            kind: 'text',
            x,
            y: baseline,
            text: fitText(b.label, labelWidth - 4, style.size),
            size: style.size,
            weight: 'regular',
            color: style.text,
          });
          const w = (Math.abs(b.value) / span) * barWidth;
          out.push({
            kind: 'rect',
            x: b.value >= 0 ? zero : zero - w,
            y: top + 2.5,
            width: w,
            height: row - 5,
            fill: tint(style.primary, 0.15),
            stroke: null,
            strokeWidth: 0,
          });
          const vw = textWidth(b.display, style.size, 'bold');
          out.push({
            kind: 'text',
            x: x + width - vw,
            y: baseline,
            text: b.display,
            size: style.size,
            weight: 'bold',
            color: style.text,
          });
        });
        return out;
      },
    };
  }
  const plotHeight = 110;
  // A negative bar's value sits under it: the date labels then move down a row.
  const belowRow = min < 0 ? style.small + 2 : 0;
  const height = style.small + 3 + plotHeight + belowRow + style.small * 2 + 3;
  return {
    height,
    draw: (x, y) => {
      const out: Primitive[] = [];
      const n = Math.max(1, c.bars.length);
      const slot = width / n;
      const barW = Math.min(36, slot * 0.6);
      const top = y + style.small + 3;
      const zeroY = top + plotHeight - ((0 - min) / span) * plotHeight;
      out.push({ kind: 'line', x1: x, y1: zeroY, x2: x + width, y2: zeroY, color: style.muted, width: 0.5 });
      c.bars.forEach((b, i) => {
        const cx = x + slot * i + slot / 2;
        const h = (Math.abs(b.value) / span) * plotHeight;
        const barTop = b.value >= 0 ? zeroY - h : zeroY;
        out.push({
          kind: 'rect',
          x: cx - barW / 2,
          y: barTop,
          width: barW,
          height: h,
          fill: tint(style.primary, 0.15),
          stroke: null,
          strokeWidth: 0,
        });
        const vw = textWidth(b.display, style.small, 'bold');
        const valueY = b.value >= 0 ? barTop - 2 : barTop + h + style.small + 1;
        out.push({
          kind: 'text',
          x: cx - vw / 2,
          y: valueY,
          text: b.display,
          size: style.small,
          weight: 'bold',
          color: style.text,
        });
        const label = fitText(b.label, slot - 2, style.small);
        const lw = textWidth(label, style.small);
        out.push({
          kind: 'text',
          x: cx - lw / 2,
          y: top + plotHeight + belowRow + 3 + style.small * 1.2,
          text: label,
          size: style.small,
          weight: 'regular',
          color: style.muted,
        });
      });
      return out;
    },
  };
}
