import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CsvZipWriter } from './csv-zip-writer.js';

const read = (zip: Uint8Array) =>
  Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );

describe('CsvZipWriter', () => {
  it('writes each file with a BOM, its header and its rows, formula text neutralised', () => {
    const zip = new CsvZipWriter(new Date('2026-01-02T00:00:00Z'));
    const a = zip.file('a.csv', ['name', 'value']);
    a.rows([
      ['=cmd', -1.5],
      ['plain', 2],
    ]);
    expect(a.end()).toBe(2);
    const b = zip.file('b.csv', ['x']);
    expect(b.end()).toBe(0);
    const files = read(zip.finish());
    expect(files).toEqual({
      'a.csv': "\uFEFFname,value\r\n'=cmd,-1.5\r\nplain,2\r\n",
      'b.csv': '\uFEFFx\r\n',
    });
  });

  it('streams files larger than one block', () => {
    const zip = new CsvZipWriter(new Date('2026-01-02T00:00:00Z'));
    const f = zip.file('big.csv', ['i', 'text']);
    for (let i = 0; i < 20; i++) {
      f.rows(Array.from({ length: 1000 }, (_, k) => [i * 1000 + k, 'some text to fill the block']));
    }
    expect(f.end()).toBe(20_000);
    const text = read(zip.finish())['big.csv'] ?? '';
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(20_002);
    expect(lines[20_000]).toBe('19999,some text to fill the block');
  });

  it('refuses to finish while a file is open', () => {
    const zip = new CsvZipWriter(new Date('2026-01-02T00:00:00Z'));
    zip.file('open.csv', ['x']);
    expect(() => zip.finish()).toThrow();
  });

  it('writes an archive without files', () => {
    const zip = new CsvZipWriter(new Date('2026-01-02T00:00:00Z'));
    expect(read(zip.finish())).toEqual({});
  });
});
