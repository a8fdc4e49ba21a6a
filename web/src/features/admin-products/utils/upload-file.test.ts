import { DOCUMENT_LIMITS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { checkUploadFile, displayNameOf, dropzoneAccept, rejectionProblem } from './upload-file';

const ascii = (text: string) => new TextEncoder().encode(text);
const PDF = ascii('%PDF-1.7\n%âãÏÓ\n');

describe('checkUploadFile', () => {
  it('accepts a PDF proven by its first bytes', () => {
    expect(checkUploadFile('report.pdf', 2048, PDF)).toEqual({ ok: true, warnLarge: false });
  });

  it('warns above the warning size, refuses above the limit whatever the head says', () => {
    expect(checkUploadFile('big.pdf', DOCUMENT_LIMITS.warnBytes + 1, PDF)).toEqual({
      ok: true,
      warnLarge: true,
    });
    expect(checkUploadFile('huge.pdf', DOCUMENT_LIMITS.maxBytes + 1, PDF)).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    expect(checkUploadFile('limit.pdf', DOCUMENT_LIMITS.maxBytes, PDF).ok).toBe(true);
  });

  it.each([
    ['page.pdf', 40, ascii('<html><script>alert(1)</script></html>'), 'contentMismatch'],
    ['page.html', 13, ascii('<html></html>'), 'unsupportedType'],
    ['empty.pdf', 0, new Uint8Array(0), 'empty'],
    ['figures.xlsx', 10, PDF, 'contentMismatch'],
  ])('refuses %s (%i bytes): %s', (name, size, head, problem) => {
    expect(checkUploadFile(name, size, head)).toEqual({ ok: false, problem });
  });

  it('accepts a CSV without NUL bytes in its head, and an Office file by its zip signature', () => {
    expect(checkUploadFile('prices.csv', 30, ascii('date;price\n2026-01-02;101.5\n')).ok).toBe(true);
    expect(checkUploadFile('kid.docx', 300, Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])).ok).toBe(true);
  });
});

describe('dropzoneAccept', () => {
  it('groups the accepted extensions by content type', () => {
    expect(dropzoneAccept()).toEqual({
      'application/pdf': ['.pdf'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
      'text/csv': ['.csv'],
      'image/png': ['.png'],
      'image/jpeg': ['.jpg', '.jpeg'],
    });
  });
});

describe('rejectionProblem', () => {
  it.each([
    [['file-invalid-type'], 'unsupportedType'],
    [['file-too-large'], 'tooLarge'],
    [['file-invalid-type', 'file-too-large'], 'tooLarge'],
    [['too-many-files'], 'tooMany'],
    [['something-new'], 'unsupportedType'],
  ])('%j → %s', (codes, problem) => {
    expect(rejectionProblem(codes)).toBe(problem);
  });
});

describe('displayNameOf', () => {
  it.each([
    ['Factsheet 2026-03.pdf', 'Factsheet 2026-03'],
    ['archive.tar.pdf', 'archive.tar'],
    ['.pdf', '.pdf'],
    ['README', 'README'],
    [`${'x'.repeat(250)}.pdf`, 'x'.repeat(200)],
  ])('%s → %s', (file, name) => {
    expect(displayNameOf(file)).toBe(name);
  });
});
