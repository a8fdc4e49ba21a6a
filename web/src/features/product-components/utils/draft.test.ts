import { describe, expect, it } from 'vitest';
import type { GenericComponent } from '@portal/domain';
import {
  addedLinks,
  contentToSave,
  draftIssues,
  draftOf,
  emptyContent,
  newDraft,
  type ComponentDraft,
  type RowDraft,
} from './draft';

const withRows = (type: 'pie-chart', rows: RowDraft[], title = ''): ComponentDraft => ({
  ...newDraft(type, ['en']),
  content: { en: { ...emptyContent(), title, rows } },
});

describe('component drafts', () => {
  it('sends only the languages with content, chart values as numbers and without the spare row', () => {
    const draft = {
      ...withRows(
        'pie-chart',
        [
          { key: 'Equities', value: '60.5' },
          { key: 'Bonds', value: '39.5' },
          { key: '', value: '' },
        ],
        'Allocation',
      ),
      id: 'allocation',
    };
    draft.content = { ...draft.content, de: emptyContent() };
    expect(contentToSave(draft)).toEqual({
      en: {
        title: 'Allocation',
        footnote: '',
        rows: [
          { key: 'Equities', value: 60.5 },
          { key: 'Bonds', value: 39.5 },
        ],
      },
    });
    expect(draftIssues(draft, true)).toEqual([]);
  });

  it('lists the id, weights and partly filled rows the API would refuse', () => {
    const draft = {
      ...withRows('pie-chart', [
        { key: 'A', value: '60' },
        { key: 'B', value: '' },
      ]),
      id: 'Bad Id',
    };
    expect(draftIssues(draft, true)).toEqual([
      { code: 'idInvalid' },
      { code: 'valueRequired', lang: 'en', row: 2, column: 2 },
    ]);
    const fixed = withRows('pie-chart', [
      { key: 'A', value: '60' },
      { key: 'B', value: '30' },
    ]);
    expect(draftIssues(fixed, false)).toEqual([{ code: 'weightsSum', lang: 'en', sum: 90, expected: 100 }]);
    expect(draftIssues(newDraft('text', ['en']), false)).toEqual([{ code: 'noContent' }]);
  });

  it('round-trips a saved component and tells the links a save adds', () => {
    const saved: GenericComponent = {
      id: 'fees',
      page: 'overview',
      type: 'table',
      content: {
        en: { title: 'Fees', columns: ['Fee', 'Rate'], rows: [{ key: 'TER', value: '1 %' }], footnote: '' },
      },
      numberOfDecimals: 2,
      showOnFactsheet: false,
      links: [{ productId: 'b', page: 'overview' }],
      predefined: false,
      editable: true,
      order: 0,
      updatedAt: new Date(),
    };
    const draft = draftOf(saved, ['en', 'fr']);
    expect(draft.content.fr?.rows).toEqual([{ key: '', value: '' }]);
    expect(draft.showOnFactsheet).toBe(false);
    expect(draftOf({ ...saved, showOnFactsheet: true }, ['en']).showOnFactsheet).toBe(true);
    expect(newDraft('table', ['en']).showOnFactsheet).toBe(false);
    expect(Object.keys(contentToSave(draft))).toEqual(['en']);
    expect(
      addedLinks(draft.links, [
        { productId: 'b', page: 'overview' },
        { productId: 'c', page: 'factsheet' },
      ]),
    ).toEqual([{ productId: 'c', page: 'factsheet' }]);
  });
});
