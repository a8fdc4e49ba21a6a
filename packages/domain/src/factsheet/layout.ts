import type { FactsheetConfig, FactsheetLayoutItem } from '../schemas/factsheet.js';
import { FACTSHEET_HEADER_SIZE, FACTSHEET_MAX_PAGES } from '../schemas/factsheet.js';
import { defaultWidthOf } from './component-ids.js';
import { TENANT_LOGO_IMAGE_ID, type FactsheetBlock, type FactsheetModel } from './model.js';
import { A4, type Primitive } from './primitives.js';
import { lineHeight, renderContent, smallPrint } from './renderers.js';
import { artifact, tagged } from './structure.js';
import { resolveStyle, type ResolvedStyle } from './style.js';
import { textWidth, wrapText } from './text.js';

/**
 * The factsheet layout (issue 12 item 1, docs/factsheets.md): places the blocks of the layout on A4 pages and draws
 * them as a display list (primitives.ts) that the PDF and the web page both render.
 *
 * Per page: the header band (on every page, or the first only), then the page's components in `order`: a full-width
 * component starts below everything placed so far; a half-width one goes to the bottom of its column (`column` 0 left,
 * 1 right). A component that does not fit the rest of its page, or is taller than a whole page, is removed and named
 * in `removed` (seed 000 §4: "components exceeding a page are forcibly removed from the layout and a warning lists
 * their ids"); one whose data the product does not have (no holdings, no benchmark) is left out and named in
 * `missing`. The footer (text, line, page number) closes every page.
 */

export interface PlacedBox {
  componentId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FactsheetPage {
  number: number;
  primitives: Primitive[];
}

export type RemovalReason = 'doesNotFit' | 'tallerThanPage' | 'pageLimit';

export interface FactsheetLayout {
  pages: FactsheetPage[];
  /** Where each placed component sits (the editor's drop targets). */
  boxes: PlacedBox[];
  /** Components removed because they do not fit (the warning lists them). */
  removed: { componentId: string; page: number; reason: RemovalReason }[];
  /** Components of the layout the model has no block for (no data, unknown or deleted component). */
  missing: string[];
  width: number;
  height: number;
}

const HEADER_HEIGHT = (A4.width * FACTSHEET_HEADER_SIZE.height) / FACTSHEET_HEADER_SIZE.width;
/** The header band without a background image, and the slim band of later pages. */
const PLAIN_HEADER_HEIGHT = 62;
const SLIM_HEADER_HEIGHT = 30;

function drawHeader(
  model: FactsheetModel,
  config: FactsheetConfig,
  style: ResolvedStyle,
  slim: boolean,
): { height: number; primitives: Primitive[] } {
  const out: Primitive[] = [];
  const hasImage = model.headerBackgroundImageId !== null && !slim;
  const height = slim ? SLIM_HEADER_HEIGHT : hasImage ? HEADER_HEIGHT : PLAIN_HEADER_HEIGHT;
  const onColour = !config.header.textInPrimaryColor;
  if (hasImage && model.headerBackgroundImageId) {
    out.push({
      kind: 'image',
      imageId: model.headerBackgroundImageId,
      x: 0,
      y: 0,
      width: A4.width,
      height,
      fit: 'cover',
      darken: onColour ? 0.25 : 0,
    });
  } else if (onColour) {
    out.push({
      kind: 'rect',
      x: 0,
      y: 0,
      width: A4.width,
      height,
      fill: style.primary,
      stroke: null,
      strokeWidth: 0,
    });
  } else {
    out.push({
      kind: 'line',
      x1: style.margin,
      y1: height - 0.5,
      x2: A4.width - style.margin,
      y2: height - 0.5,
      color: style.primary,
      width: 1,
    });
  }
  const color = onColour ? '#ffffff' : style.primary;
  let left = style.margin;
  const logoHeight = slim ? 16 : 30;
  if (model.logoImageId) {
    const logo = model.images[model.logoImageId];
    const logoWidth =
      logo && logo.height > 0 ? Math.min(140, (logo.width / logo.height) * logoHeight) : logoHeight;
    // The tenant's logo is made for a light background: on the coloured band or an image it sits on a white plate.
    const plated = model.logoImageId === TENANT_LOGO_IMAGE_ID && (onColour || hasImage);
    const pad = plated ? (slim ? 3 : 6) : 0;
    if (plated) {
      out.push({
        kind: 'rect',
        x: left - pad,
        y: (height - logoHeight) / 2 - pad,
        width: logoWidth + 2 * pad,
        height: logoHeight + 2 * pad,
        fill: '#ffffff',
        stroke: null,
        strokeWidth: 0,
      });
    }
    out.push({
      kind: 'image',
      imageId: model.logoImageId,
      x: left,
      y: (height - logoHeight) / 2,
      width: logoWidth,
      height: logoHeight,
      fit: 'contain',
    });
    left += logoWidth + pad + 14;
  }
  // The band, its image and the logo are furniture; the title and the date are what the page says first.
  const furniture = artifact(out.splice(0));
  const titleSize = slim ? style.title : style.title + 6;
  const dateSize = slim ? style.small : style.size;
  const right = A4.width - style.margin;
  const dateWidth = config.header.datePosition === 'hidden' ? 0 : textWidth(model.dateLabel, dateSize);
  const baseline = height / 2 + titleSize * 0.35;
  if (!config.header.hideProductName) {
    const room = right - left - (config.header.datePosition === 'right' ? dateWidth + 16 : 0);
    const title = wrapText(model.title, room, titleSize, 'bold')[0] ?? '';
    const heading: Primitive = {
      kind: 'text',
      x: left,
      y: baseline,
      text: title,
      size: titleSize,
      weight: 'bold',
      color,
    };
    // The first page's title is the document's heading; a later page's slim band repeats it as furniture.
    out.push(...(slim ? artifact([heading]) : tagged('H1', [heading])));
  }
  if (config.header.datePosition !== 'hidden') {
    const dx =
      config.header.datePosition === 'right'
        ? right - dateWidth
        : config.header.datePosition === 'center'
          ? (A4.width - dateWidth) / 2
          : left;
    const dy =
      config.header.datePosition === 'left' && !config.header.hideProductName
        ? baseline + dateSize * 1.6
        : height / 2 + dateSize * 0.35;
    const date: Primitive = {
      kind: 'text',
      x: dx,
      y: dy,
      text: model.dateLabel,
      size: dateSize,
      weight: 'regular',
      color,
    };
    out.push(...(slim ? artifact([date]) : tagged('P', [date])));
  }
  return { height, primitives: [...furniture, ...out] };
}

function footerLines(config: FactsheetConfig, style: ResolvedStyle): string[] {
  const width = A4.width - 2 * style.margin - 60;
  return config.footer.text.trim() === '' ? [] : wrapText(config.footer.text, width, style.small);
}

function drawFooter(
  model: FactsheetModel,
  config: FactsheetConfig,
  style: ResolvedStyle,
  page: number,
  pages: number,
): Primitive[] {
  const out: Primitive[] = [];
  const lines = footerLines(config, style);
  const lh = lineHeight(style.small, style);
  const bottom = A4.height - style.margin;
  const top = bottom - Math.max(1, lines.length) * lh;
  if (config.footer.footerLine) {
    out.push({
      kind: 'line',
      x1: style.margin,
      y1: top - 4,
      x2: A4.width - style.margin,
      y2: top - 4,
      color: style.rule,
      width: 0.6,
    });
  }
  lines.forEach((line, i) => {
    out.push({
      kind: 'text',
      x: style.margin,
      y: top + style.small + i * lh,
      text: line,
      size: style.small,
      weight: 'regular',
      color: style.muted,
    });
  });
  if (config.footer.pageNumber) {
    const label = model.labels.page.replace('{page}', String(page)).replace('{pages}', String(pages));
    const w = textWidth(label, style.small);
    out.push({
      kind: 'text',
      x: A4.width - style.margin - w,
      y: top + style.small,
      text: label,
      size: style.small,
      weight: 'regular',
      color: style.muted,
    });
  }
  // The footer repeats on every page (its text, rule and page number): furniture.
  return artifact(out);
}

function footerHeight(config: FactsheetConfig, style: ResolvedStyle): number {
  const lines = footerLines(config, style);
  if (lines.length === 0 && !config.footer.pageNumber && !config.footer.footerLine) return 0;
  return Math.max(1, lines.length) * lineHeight(style.small, style) + 10;
}

/** A block with its title (and title border) and footnote, as one measured unit. */
function renderBlock(block: FactsheetBlock, width: number, style: ResolvedStyle, model: FactsheetModel) {
  const content = renderContent(block.content, { width, style, model, title: block.title });
  const titleLines = block.title ? wrapText(block.title, width, style.title, 'bold') : [];
  const titleLh = lineHeight(style.title, style);
  const border = style.titleBorder === 'none' || titleLines.length === 0 ? 0 : 3;
  const titleHeight = titleLines.length > 0 ? titleLines.length * titleLh + border + style.titleGap : 0;
  const foot = block.footnote ? wrapText(block.footnote, width, style.small) : [];
  const footHeight = foot.length > 0 ? 3 + foot.length * lineHeight(style.small, style) : 0;
  return {
    height: titleHeight + content.height + footHeight,
    draw: (x: number, y: number): Primitive[] => {
      const out: Primitive[] = [];
      const heading: Primitive[] = [];
      let top = y;
      if (titleLines.length > 0) {
        if (style.titleBorder === 'above') {
          out.push({
            kind: 'line',
            x1: x,
            y1: top + 0.5,
            x2: x + width,
            y2: top + 0.5,
            color: style.primary,
            width: 1,
          });
          top += border;
        }
        for (const line of titleLines) {
          heading.push({
            kind: 'text',
            x,
            y: top + style.title,
            text: line,
            size: style.title,
            weight: 'bold',
            color: style.primary,
          });
          top += titleLh;
        }
        if (style.titleBorder === 'below') {
          out.push({
            kind: 'line',
            x1: x,
            y1: top + 1,
            x2: x + width,
            y2: top + 1,
            color: style.primary,
            width: 1,
          });
          top += border;
        }
        top += style.titleGap;
      }
      // A block is a section: its title a heading (its rules furniture), its content, its footnote.
      return tagged('Sect', [
        ...artifact(out),
        ...(heading.length > 0 ? tagged('H2', heading) : []),
        ...content.draw(x, top),
        ...smallPrint(foot, x, top + content.height + 3 + style.small, style),
      ]);
    },
  };
}

interface Placed {
  full: boolean;
  column: 0 | 1;
  y: number;
  primitives: Primitive[];
}

/**
 * The blocks of a page in the order a person reads them (and so the order of the PDF's content and structure): a
 * full-width block where it stands; between two of them, the left column top to bottom, then the right one. Drawn in
 * this order the page looks the same (blocks never overlap); text extraction and screen readers follow it.
 */
function inReadingOrder(placed: readonly Placed[]): Placed[] {
  const out: Placed[] = [];
  let run: Placed[] = [];
  const flush = () => {
    out.push(...run.sort((a, b) => a.column - b.column || a.y - b.y));
    run = [];
  };
  for (const block of placed) {
    if (block.full) {
      flush();
      out.push(block);
    } else run.push(block);
  }
  flush();
  return out;
}

/** Items of one page in their order (ties: the left column first, then the id). */
const byOrder = (a: FactsheetLayoutItem, b: FactsheetLayoutItem) =>
  a.order - b.order || a.column - b.column || a.componentId.localeCompare(b.componentId);

export function layoutFactsheet(model: FactsheetModel, config: FactsheetConfig): FactsheetLayout {
  const style = resolveStyle(config.style);
  const contentWidth = A4.width - 2 * style.margin;
  const halfWidth = (contentWidth - style.gutter) / 2;
  const boxes: PlacedBox[] = [];
  const removed: FactsheetLayout['removed'] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const pageCount = Math.max(1, ...config.layout.map((i) => i.page));
  const pagesUsed = Math.min(pageCount, FACTSHEET_MAX_PAGES);
  const bottom = A4.height - style.margin - footerHeight(config, style);
  const pages: FactsheetPage[] = [];

  for (let page = 1; page <= pagesUsed; page++) {
    const slim = page > 1 && config.header.onlyOnFirstPage;
    const header = drawHeader(model, config, style, slim);
    const primitives: Primitive[] = [...header.primitives];
    const top = header.height + style.gap;
    const columnBottom = [top, top];
    const placed: Placed[] = [];
    const items = config.layout.filter((i) => i.page === page).sort(byOrder);
    for (const item of items) {
      if (seen.has(item.componentId)) continue; // a component sits once, where it first appears
      seen.add(item.componentId);
      const block = model.blocks[item.componentId];
      if (!block) {
        missing.push(item.componentId);
        continue;
      }
      const full = (item.width ?? defaultWidthOf(item.componentId)) === 'full';
      const width = full ? contentWidth : halfWidth;
      const rendered = renderBlock(block, width, style, model);
      const column = item.column === 1 ? 1 : 0;
      const y = full
        ? Math.max(columnBottom[0] ?? top, columnBottom[1] ?? top)
        : (columnBottom[column] ?? top);
      if (rendered.height > bottom - top) {
        removed.push({ componentId: item.componentId, page, reason: 'tallerThanPage' });
        continue;
      }
      if (y + rendered.height > bottom) {
        removed.push({ componentId: item.componentId, page, reason: 'doesNotFit' });
        continue;
      }
      const x = full || column === 0 ? style.margin : style.margin + halfWidth + style.gutter;
      placed.push({ full, column, y, primitives: rendered.draw(x, y) });
      boxes.push({ componentId: item.componentId, page, x, y, width, height: rendered.height });
      const next = y + rendered.height + style.gap;
      if (full) {
        columnBottom[0] = next;
        columnBottom[1] = next;
      } else {
        columnBottom[column] = next;
      }
    }
    primitives.push(...inReadingOrder(placed).flatMap((b) => b.primitives));
    pages.push({ number: page, primitives });
  }
  for (const item of config.layout) {
    if (item.page > FACTSHEET_MAX_PAGES && !seen.has(item.componentId)) {
      seen.add(item.componentId);
      removed.push({ componentId: item.componentId, page: item.page, reason: 'pageLimit' });
    }
  }
  for (const page of pages) {
    page.primitives.push(...drawFooter(model, config, style, page.number, pages.length));
  }
  return { pages, boxes, removed, missing, width: A4.width, height: A4.height };
}
