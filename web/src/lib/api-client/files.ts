/* Downloaded files: the name the server gave them, and their bytes read as they arrive. */

/** `%C3%BC` in the charset of an RFC 8187 `filename*` (UTF-8, or ISO-8859-1 byte for byte). */
function decodeExtValue(charset: string, encoded: string): string | undefined {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*` (RFC 8187, any language, e.g.
 * `UTF-8''Prospekt%20f%C3%BCr%20Anleger.pdf`) wins over the ASCII `filename` fallback. Only the last path segment is
 * kept, so a name never points into a folder. `undefined` when the header names no file.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name =
    (extended ? decodeExtValue(extended[1] ?? '', extended[2] ?? '') : undefined) ??
    (plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base === undefined || base === '' ? undefined : base;
}

/** Reads a body as a Blob chunk by chunk, calling `onBytes` whenever bytes arrive (the time-out's sign of life). */
export async function readBlob(response: Response, onBytes: () => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes();
  }
  return new Blob(parts, { type });
}
