/*
 * Every product has its own colour (`productColor`), but nothing keeps two products apart: share classes of one fund
 * often share theirs, and a product without one has the brand's. On a chart of several lines, two lines of one
 * colour cannot be told apart, so each product after the first of a colour takes the next palette colour no product
 * uses.
 */

const key = (color: string) => color.trim().toLowerCase();

/**
 * One colour per product, in order: its own where no product before it has that colour, else the first colour of
 * `palette` not yet used (by any product's own colour or an earlier replacement). Should the palette run out, the
 * product keeps its own colour: a repeated colour is better than none.
 */
export function distinctColors(colors: readonly string[], palette: readonly string[]): string[] {
  const taken = new Set(colors.map(key));
  const used = new Set<string>();
  const spare = palette.filter((c) => !taken.has(key(c)));
  return colors.map((color) => {
    if (!used.has(key(color))) {
      used.add(key(color));
      return color;
    }
    const replacement = spare.find((c) => !used.has(key(c)));
    if (replacement === undefined) return color;
    used.add(key(replacement));
    return replacement;
  });
}
