import { describe, expect, it } from 'vitest';
import { isDocumentId } from '../firestore-paths.js';
import { deleteUserRequestSchema } from './user-admin.js';
import { storableTextSchema, uidSchema } from './uid.js';

describe('isDocumentId', () => {
  it.each(['u1', 'global-equity-chf', '2024-06-28', '.x', 'a..b', '__x', 'x'.repeat(1500)])(
    'accepts %s',
    (id) => {
      expect(isDocumentId(id)).toBe(true);
    },
  );

  it.each(['', 'a/b', '../users/x', '.', '..', '__proto__', '__x__', 'é'.repeat(751), '\uD800', 'a\uDC00b'])(
    'refuses %s',
    (id) => {
      expect(isDocumentId(id)).toBe(false);
    },
  );
});

describe('uidSchema', () => {
  it('trims, and refuses what cannot be a users/{uid} document', () => {
    expect(uidSchema.parse(' u1 ')).toBe('u1');
    for (const uid of ['../users/admin', 'a/b', '..', '__x__', ''])
      expect(uidSchema.safeParse(uid).success).toBe(false);
    expect(deleteUserRequestSchema.safeParse({ uid: 'a/b', reason: 'x' }).error?.issues[0]?.path).toEqual([
      'uid',
    ]);
  });
});

describe('storableTextSchema', () => {
  it('trims, bounds, and refuses half a surrogate pair (a whole pair is fine)', () => {
    const schema = storableTextSchema(10);
    expect(schema.parse(' ok 😀 ')).toBe('ok 😀');
    for (const text of ['', '   ', 'x'.repeat(11), 'a\uD800', '\uDC00b'])
      expect(schema.safeParse(text).success).toBe(false);
  });
});
