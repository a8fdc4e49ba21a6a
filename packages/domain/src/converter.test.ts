import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DocumentValidationError, zodConverter } from './converter.js';

const schema = z.object({
  name: z.string(),
  at: z.date().optional(),
  note: z.string().optional(),
  n: z.number().default(1),
});

describe('zodConverter', () => {
  const c = zodConverter(schema);
  it('validates and strips undefined on write', () => {
    expect(c.toFirestore({ name: 'a', note: undefined, n: 2 })).toEqual({ name: 'a', n: 2 });
    expect(() => c.toFirestore({ name: 3 } as unknown as z.infer<typeof schema>)).toThrow();
  });
  it('turns Timestamp-like values into Dates and applies defaults on read', () => {
    const when = new Date('2024-01-02T00:00:00Z');
    const snap = { id: 'doc1', data: () => ({ name: 'a', at: { toDate: () => when } }) };
    expect(c.fromFirestore(snap)).toEqual({ name: 'a', at: when, n: 1 });
  });
  it('names the document when stored data is invalid', () => {
    const snap = { id: 'doc2', data: () => ({ name: 1 }) };
    expect(() => c.fromFirestore(snap)).toThrow(DocumentValidationError);
    expect(() => c.fromFirestore(snap)).toThrow(/doc2.*name/);
  });
});
