import { describe, expect, it } from 'vitest';
import { fileIssueSchema, fileIssuesFromCsvErrors } from './operations.js';

describe('fileIssuesFromCsvErrors', () => {
  it('keeps the core fields and folds extra fields and params into params', () => {
    const issues = fileIssuesFromCsvErrors([
      {
        row: 4,
        column: 'DATE',
        value: '2026-01-02',
        messageKey: 'csv.bulkPrice.duplicateDate',
        id: 'p1',
        firstRow: 2,
      },
      { row: null, column: null, value: 'x.txt', messageKey: 'csv.holding.fileName' },
      {
        row: 3,
        column: 'PAGE',
        value: 'x',
        messageKey: 'csv.components.page',
        params: { name: 'n' },
        rowCount: 3,
      },
    ] as never);
    expect(issues).toEqual([
      {
        row: 4,
        column: 'DATE',
        value: '2026-01-02',
        messageKey: 'csv.bulkPrice.duplicateDate',
        params: { id: 'p1', firstRow: 2 },
      },
      { row: null, column: null, value: 'x.txt', messageKey: 'csv.holding.fileName' },
      {
        row: 3,
        column: 'PAGE',
        value: 'x',
        messageKey: 'csv.components.page',
        params: { name: 'n', rowCount: 3 },
      },
    ]);
    for (const issue of issues) expect(fileIssueSchema.parse(issue)).toEqual(issue);
  });

  it('caps the list and returns an empty list for no errors', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      row: i + 2,
      column: 'ID',
      value: '',
      messageKey: 'csv.bulkPrice.emptyValue',
    }));
    expect(fileIssuesFromCsvErrors(many, 3)).toHaveLength(3);
    expect(fileIssuesFromCsvErrors([])).toEqual([]);
  });
});
