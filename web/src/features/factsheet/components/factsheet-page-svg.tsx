import { A4, type FactsheetModel, type FactsheetPage, type Primitive } from '@portal/domain';
import type { CSSProperties, ReactNode } from 'react';
import { FACTSHEET_FONT_FAMILY } from './factsheet-font';

/**
 * One page of `layoutFactsheet`'s display list as SVG (docs/factsheets.md): the same primitives the PDF draws, in
 * the same units (points, origin top-left), so the web page and the PDF look the same. Text is placed exactly where
 * the layout put it (x is the left edge after alignment, y the baseline): no kerning, no collapsing of spaces.
 */

const TEXT_STYLE: CSSProperties = { fontKerning: 'none', whiteSpace: 'pre' };

function drawPrimitive(p: Primitive, model: FactsheetModel, key: number): ReactNode {
  switch (p.kind) {
    case 'text':
      return (
        <text
          key={key}
          x={p.x}
          y={p.y}
          fontSize={p.size}
          fontWeight={p.weight === 'bold' ? 700 : 400}
          fill={p.color}
          style={TEXT_STYLE}
        >
          {p.text}
        </text>
      );
    case 'rect':
      return (
        <rect
          key={key}
          x={p.x}
          y={p.y}
          width={p.width}
          height={p.height}
          fill={p.fill ?? 'none'}
          stroke={p.stroke ?? 'none'}
          strokeWidth={p.stroke ? p.strokeWidth : 0}
          opacity={p.opacity}
        />
      );
    case 'line':
      return (
        <line
          key={key}
          x1={p.x1}
          y1={p.y1}
          x2={p.x2}
          y2={p.y2}
          stroke={p.color}
          strokeWidth={p.width}
          strokeDasharray={p.dash && p.dash.length > 0 ? p.dash.join(' ') : undefined}
        />
      );
    case 'path':
      return (
        <path
          key={key}
          d={p.d}
          fill={p.fill ?? 'none'}
          stroke={p.stroke ?? 'none'}
          strokeWidth={p.stroke ? p.strokeWidth : 0}
        />
      );
    case 'image': {
      const image = model.images[p.imageId];
      if (!image) return null;
      return (
        <g key={key}>
          <image
            href={image.url}
            x={p.x}
            y={p.y}
            width={p.width}
            height={p.height}
            preserveAspectRatio={p.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'}
          />
          {p.darken ? (
            <rect x={p.x} y={p.y} width={p.width} height={p.height} fill="#000000" opacity={p.darken} />
          ) : null}
        </g>
      );
    }
    case 'link':
      return (
        <a key={key} href={p.url} target="_blank" rel="noopener noreferrer">
          <rect x={p.x} y={p.y} width={p.width} height={p.height} fill="transparent" />
        </a>
      );
  }
}

export function FactsheetPageSvg({
  page,
  model,
  label,
}: {
  page: FactsheetPage;
  model: FactsheetModel;
  /** The page's accessible name ("Page 1"). */
  label: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${A4.width} ${A4.height}`}
      width="100%"
      // A group, not an image: a screen reader reads the page's text (the charts' values: FactsheetPages' tables).
      role="group"
      aria-label={label}
      data-testid="factsheet-page"
      data-page={page.number}
      fontFamily={`'${FACTSHEET_FONT_FAMILY}', 'Liberation Sans', Arial, sans-serif`}
      style={{ display: 'block', background: '#ffffff' }}
    >
      <rect x={0} y={0} width={A4.width} height={A4.height} fill="#ffffff" />
      {page.primitives.map((p, i) => drawPrimitive(p, model, i))}
    </svg>
  );
}
