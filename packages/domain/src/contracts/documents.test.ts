import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  documentFileTypeOf,
  documentUpdateBodySchema,
  documentUploadQuerySchema,
  safeFileName,
} from './documents.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => Uint8Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

const PDF = ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
// A CSV as Excel writes it in Western Europe: Windows-1252 ("Zürich" with 0xFC), not UTF-8.
const CSV_1252 = new Uint8Array([...ascii('name;city\r\nA;Z'), 0xfc, ...ascii('rich\r\n')]);

describe('checkDocumentFile', () => {
  it.each([
    ['factsheet.pdf', PDF, 'application/pdf'],
    ['Report.PDF', PDF, 'application/pdf'],
    ['kiid.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['holdings.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['deck.pptx', ZIP, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['nav.csv', CSV_1252, 'text/csv'],
    ['team.png', PNG, 'image/png'],
    ['team.jpeg', JPEG, 'image/jpeg'],
    ['team.jpg', JPEG, 'image/jpeg'],
  ])('accepts %s as %s', (name, content, contentType) => {
    const result = checkDocumentFile(name, content);
    expect(result.ok && result.type.contentType).toBe(contentType);
  });

  it.each([
    ['empty.pdf', new Uint8Array(0), 'empty'],
    ['page.html', ascii('<html><script>alert(1)</script>'), 'unsupportedType'],
    ['no-extension', PDF, 'unsupportedType'],
    ['run.exe', bytes(0x4d, 0x5a), 'unsupportedType'],
    // An HTML page renamed to .pdf, a PNG renamed to .jpg, a binary renamed to .csv.
    ['fake.pdf', ascii('<html><script>alert(1)</script>'), 'contentMismatch'],
    ['fake.jpg', PNG, 'contentMismatch'],
    ['fake.csv', PNG, 'contentMismatch'],
    ['fake.docx', PDF, 'contentMismatch'],
  ])('refuses %s (%s)', (name, content, problem) => {
    expect(checkDocumentFile(name, content)).toEqual({ ok: false, problem });
  });

  it('refuses a file over 30 MB and accepts one of exactly 30 MB', () => {
    const atLimit = new Uint8Array(DOCUMENT_LIMITS.maxBytes);
    atLimit.set(PDF);
    expect(checkDocumentFile('big.pdf', atLimit).ok).toBe(true);
    const over = new Uint8Array(DOCUMENT_LIMITS.maxBytes + 1);
    over.set(PDF);
    expect(checkDocumentFile('big.pdf', over)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('offers every accepted extension to the file picker', () => {
    expect(DOCUMENT_ACCEPT).toEqual(['.pdf', '.docx', '.xlsx', '.pptx', '.csv', '.png', '.jpg', '.jpeg']);
    expect(documentFileTypeOf('x.tar.gz')).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it.each([
    ['Prospectus 2026.pdf', 'Prospectus 2026.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\kiid.pdf', 'kiid.pdf'],
    ['a"b\u0000c\r\n.pdf', 'abc.pdf'],
    ['..', 'document'],
    ['   ', 'document'],
  ])('%j -> %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps at most 255 characters', () => {
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});

describe('documentUploadQuerySchema', () => {
  it('reads the metadata of an upload with its defaults', () => {
    expect(
      documentUploadQuerySchema.parse({ display_name: ' KIID ', lang: 'de', file_name: 'kiid.pdf' }),
    ).toEqual({
      display_name: 'KIID',
      lang: 'de',
      share_class: null,
      login_required: false,
      file_name: 'kiid.pdf',
    });
    expect(
      documentUploadQuerySchema.parse({
        display_name: 'KIID',
        lang: 'en',
        file_name: 'kiid.pdf',
        share_class: 'fund-eur',
        login_required: 'true',
      }),
    ).toMatchObject({ share_class: 'fund-eur', login_required: true });
    expect(
      documentUploadQuerySchema.parse({ display_name: 'K', lang: 'en', file_name: 'k.pdf', share_class: '' })
        .share_class,
    ).toBeNull();
  });

  it.each([
    [{ display_name: '', lang: 'en', file_name: 'a.pdf' }, 'display_name'],
    [{ display_name: 'x'.repeat(201), lang: 'en', file_name: 'a.pdf' }, 'display_name'],
    [{ display_name: 'A', lang: 'es', file_name: 'a.pdf' }, 'lang'],
    [{ display_name: 'A', lang: 'en', file_name: 'a.pdf', login_required: 'yes' }, 'login_required'],
    [{ display_name: 'A', lang: 'en', file_name: 'a.pdf', share_class: 'Not A Slug' }, 'share_class'],
    [{ display_name: 'A', lang: 'en' }, 'file_name'],
    [{ display_name: 'A', lang: 'en', file_name: 'a.pdf', extra: '1' }, ''],
  ])('refuses %j (field %s)', (query, field) => {
    const result = documentUploadQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe('documentUpdateBodySchema', () => {
  it('takes any subset of the editable fields, but not none', () => {
    expect(documentUpdateBodySchema.parse({ archived: true })).toEqual({ archived: true });
    expect(documentUpdateBodySchema.parse({ shareClass: null, displayName: ' A ' })).toEqual({
      shareClass: null,
      displayName: 'A',
    });
    expect(documentUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(documentUpdateBodySchema.safeParse({ file: { path: 'x' } }).success).toBe(false);
  });
});
