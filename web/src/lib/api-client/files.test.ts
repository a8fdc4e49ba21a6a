import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './files';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A4%20b.pdf`, 'ä b.pdf'],
    [`attachment; filename*=utf-8'en'report%202025.pdf`, 'report 2025.pdf'],
    [`attachment; filename*=ISO-8859-1''caf%E9.csv`, 'café.csv'],
    ['attachment; filename="quoted \\"name\\".pdf"', 'quoted "name".pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', undefined],
    ['attachment; filename=""', undefined],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });
});
