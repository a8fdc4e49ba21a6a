/**
 * The fields of one line of a CSV file, split on `delimiter`, with RFC 4180 double quotes (`""` is a quote inside
 * a quoted value; spaces around a quoted value are ignored). A quote inside an unquoted value is kept as text
 * (`5" disk`). Fails when a quoted value is not closed on the line, or when text follows its closing quote
 * (`"a"b`): guessing what was meant would import something else than what the user sees in a spreadsheet.
 */
export function splitCsvFields(
  line: string,
  delimiter: string,
): { ok: true; fields: string[] } | { ok: false; problem: 'unterminatedQuote' | 'textAfterQuote' } {
  const fields: string[] = [];
  let field = '';
  let state: 'plain' | 'quoted' | 'closed' = 'plain';
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (state === 'quoted') {
      if (ch !== '"') field += ch;
      else if (line.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else state = 'closed';
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      state = 'plain';
    } else if (state === 'closed') {
      if (ch.trim() !== '') return { ok: false, problem: 'textAfterQuote' };
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      state = 'quoted';
    } else field += ch;
  }
  if (state === 'quoted') return { ok: false, problem: 'unterminatedQuote' };
  fields.push(field);
  return { ok: true, fields };
}
