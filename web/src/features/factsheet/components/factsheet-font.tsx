import boldUrl from '@portal/domain/fonts/LiberationSans-Bold.ttf?url';
import regularUrl from '@portal/domain/fonts/LiberationSans-Regular.ttf?url';

/**
 * The factsheet font (Liberation Sans, packages/domain/fonts): the layout measured every line with its advance
 * widths (`wrapText`), so the page must draw with exactly this font for the wrapping to match the PDF. Loaded by
 * `@font-face` from this lazy feature only: the fonts never reach the public entry chunk.
 */
export const FACTSHEET_FONT_FAMILY = 'PortalFactsheetSans';

const CSS = `
@font-face { font-family: '${FACTSHEET_FONT_FAMILY}'; src: url('${regularUrl}') format('truetype'); font-weight: 400; font-style: normal; font-display: block; }
@font-face { font-family: '${FACTSHEET_FONT_FAMILY}'; src: url('${boldUrl}') format('truetype'); font-weight: 700; font-style: normal; font-display: block; }
`;

export function FactsheetFontFace() {
  return <style>{CSS}</style>;
}
