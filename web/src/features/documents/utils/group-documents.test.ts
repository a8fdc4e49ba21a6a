import type { ReaderDocument } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fileTypeLabel, groupDocuments } from './group-documents';

const doc = (id: string, shareClass: string | null, productId = 'fund-a'): ReaderDocument => ({
  id,
  productId,
  displayName: id,
  lang: 'en',
  shareClass,
  loginRequired: false,
  lastFactsheet: false,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 100,
  createdAt: '2026-02-14T10:00:00.000Z',
});

describe('groupDocuments', () => {
  it("splits the page's list into this share class's documents and the fund's, keeping the API's order", () => {
    const list = [doc('prospectus', null), doc('kid-a', 'fund-a'), doc('kid-from-b', 'fund-a', 'fund-b')];
    const groups = groupDocuments('fund-a', list);
    expect(groups.shareClass.map((d) => d.id)).toEqual(['kid-a', 'kid-from-b']);
    expect(groups.fund.map((d) => d.id)).toEqual(['prospectus']);
  });

  it('leaves out a document for another share class (not one the API lists here)', () => {
    expect(groupDocuments('fund-a', [doc('kid-c', 'fund-c')])).toEqual({ shareClass: [], fund: [] });
  });
});

describe('fileTypeLabel', () => {
  it.each([
    ['report.PDF', 'application/pdf', 'PDF'],
    ['figures.xlsx', 'application/octet-stream', 'Excel'],
    ['slides.pptx', '', 'PowerPoint'],
    ['letter.docx', '', 'Word'],
    ['prices.csv', 'text/csv', 'CSV'],
    ['logo.jpeg', '', 'JPEG'],
    ['no-extension', 'image/png', 'PNG'],
    ['archive.zip', 'application/zip', 'ZIP'],
    ['unknown', 'application/octet-stream', ''],
  ])('%s (%s) is %s', (name, type, label) => {
    expect(fileTypeLabel(name, type)).toBe(label);
  });
});
