import { userRecordSchema, type UserRecord } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { filterUsers, normalise, roleDiff, sortUsers } from './filter-users';

const row = (uid: string, over: Partial<UserRecord>) => ({
  uid,
  record: userRecordSchema.parse({
    firstName: 'Anna',
    lastName: 'Muster',
    email: `${uid}@example.test`,
    country: 'CH',
    investorProfile: 'retail',
    ...over,
  }),
});

const rows = [
  row('u1', { firstName: 'Sophie', lastName: 'Méier', roles: ['superAdmin'], country: 'CH' }),
  row('u2', { firstName: 'Lukas', lastName: 'Brunner', roles: ['admin'], country: 'DE', company: 'Demo AM' }),
  row('u3', {
    firstName: 'Chiara',
    lastName: 'Rossi',
    roles: ['alpinumManagers'],
    investorProfile: 'professional',
  }),
  row('u4', { firstName: 'Anna', lastName: 'brunner', email: 'anna@x.test' }),
];
const labels = (r: (typeof rows)[number]) => (r.record.country === 'DE' ? ['Deutschland'] : ['Schweiz']);

describe('filterUsers', () => {
  it('keeps every row for an empty query', () => {
    expect(filterUsers(rows, '   ', labels)).toHaveLength(4);
  });

  it('matches names without case or accents, every word', () => {
    expect(filterUsers(rows, 'meier', labels).map((r) => r.uid)).toEqual(['u1']);
    expect(filterUsers(rows, 'BRUNNER', labels).map((r) => r.uid)).toEqual(['u2', 'u4']);
    expect(filterUsers(rows, 'brunner anna', labels).map((r) => r.uid)).toEqual(['u4']);
  });

  it('matches e-mail, role, profile, company and translated labels', () => {
    expect(filterUsers(rows, 'anna@x', labels).map((r) => r.uid)).toEqual(['u4']);
    expect(filterUsers(rows, 'alpinum', labels).map((r) => r.uid)).toEqual(['u3']);
    expect(filterUsers(rows, 'professional', labels).map((r) => r.uid)).toEqual(['u3']);
    expect(filterUsers(rows, 'demo am', labels).map((r) => r.uid)).toEqual(['u2']);
    expect(filterUsers(rows, 'deutschland', labels).map((r) => r.uid)).toEqual(['u2']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterUsers(rows, 'nobody', labels)).toEqual([]);
  });
});

describe('sortUsers', () => {
  it('orders by last name, first name, e-mail, ignoring case and accents', () => {
    expect(sortUsers(rows, 'de').map((r) => r.uid)).toEqual(['u4', 'u2', 'u1', 'u3']);
  });
});

describe('normalise and roleDiff', () => {
  it('strips accents and case', () => {
    expect(normalise(' Zürich École ')).toBe('zurich ecole');
  });

  it('lists added and removed roles', () => {
    expect(roleDiff(['viewer', 'admin'], ['admin', 'employee', 'alpinumManagers'])).toEqual({
      added: ['alpinumManagers', 'employee'],
      removed: ['viewer'],
    });
    expect(roleDiff([], [])).toEqual({ added: [], removed: [] });
  });
});
