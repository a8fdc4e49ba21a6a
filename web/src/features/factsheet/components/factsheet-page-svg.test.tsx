import {
  defaultFactsheetLayout,
  layoutFactsheet,
  type FactsheetConfig,
  type FactsheetModel,
} from '@portal/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SAMPLE_FACTSHEET_CONFIG, SAMPLE_FACTSHEET_MODEL } from '../testing/sample-model';
import { FactsheetPageSvg } from './factsheet-page-svg';

const model = SAMPLE_FACTSHEET_MODEL;
const config = { ...SAMPLE_FACTSHEET_CONFIG, layout: defaultFactsheetLayout(model) };

function render(m: FactsheetModel, pageIndex: number, layoutConfig: FactsheetConfig = config) {
  const layout = layoutFactsheet(m, layoutConfig);
  const page = layout.pages[pageIndex];
  if (!page) throw new Error(`no page ${pageIndex}`);
  const html = renderToStaticMarkup(<FactsheetPageSvg page={page} model={m} label="Page" />);
  return { page, html };
}

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('FactsheetPageSvg', () => {
  it('draws one svg of A4 in points per page with every text primitive', () => {
    const { page, html } = render(model, 0);
    expect(count(html, /<svg /g)).toBe(1);
    expect(html).toContain('viewBox="0 0 595.28 841.89"');
    const texts = page.primitives.filter((p) => p.kind === 'text');
    expect(texts.length).toBeGreaterThan(20);
    expect(count(html, /<text /g)).toBe(texts.length);
    expect(html).toContain('font-kerning:none');
    expect(html).toContain('white-space:pre');
    // The header (background image with its veil, the logo) and the product's name.
    expect(html).toContain('Global Equity Fund – Class A');
    expect(html).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(html).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(html).toMatch(/fill="#000000" opacity="0.25"/);
  });

  it('draws charts as paths, lines, images and links as anchors', () => {
    const { page, html } = render(model, 1);
    const paths = page.primitives.filter((p) => p.kind === 'path').length;
    expect(paths).toBeGreaterThan(0);
    expect(count(html, /<path /g)).toBe(paths);
    expect(count(html, /<line /g)).toBe(page.primitives.filter((p) => p.kind === 'line').length);
  });

  it('draws a video component as its poster (an image) inside a link', () => {
    const { html } = render(model, 0, {
      ...config,
      layout: [{ componentId: 'component-video', page: 1, column: 1, order: 0, width: 'half' }],
    });
    const poster = model.images.poster?.url ?? '';
    expect(html).toContain(`href="${poster.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(
      '<a href="https://example.com/videos/q3-update" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('leaves out an image the model does not have instead of failing', () => {
    const withoutLogo: FactsheetModel = { ...model, images: { ...model.images } };
    delete withoutLogo.images.logo;
    const { html } = render(withoutLogo, 0);
    expect(count(html, /<image /g)).toBe(1);
  });

  it('puts dashed lines in stroke-dasharray', () => {
    const html = renderToStaticMarkup(
      <FactsheetPageSvg
        model={model}
        label="Page"
        page={{
          number: 1,
          primitives: [
            { kind: 'line', x1: 0, y1: 0, x2: 10, y2: 0, color: '#000000', width: 1, dash: [2, 3] },
            { kind: 'line', x1: 0, y1: 5, x2: 10, y2: 5, color: '#000000', width: 1 },
          ],
        }}
      />,
    );
    expect(count(html, /stroke-dasharray="2 3"/g)).toBe(1);
  });
});
