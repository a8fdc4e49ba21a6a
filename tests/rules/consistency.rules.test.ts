import {
  COMPLIANCE_FIELDS,
  COMPLIANCE_TEXT_MAX,
  CUSTOM_ROLES_MAX,
  holdingComponentSchema,
  HOLDING_CHART_TYPES,
  HOLDING_COMPONENT_KINDS,
  LANGUAGES,
  LOGIN_METHOD_PROVIDERS,
  PRODUCT_ADMIN_EDITABLE_FIELDS,
  PRODUCT_ROLES,
  productConfigSchema,
  productLangSchema,
  SHARE_CLASS_API_FIELDS,
  USER_RECORD_FIELDS,
  USER_PROTECTED_FIELDS,
  INVESTOR_TYPES,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { rulesSource } from '../support/rules-env.js';

// firestore.rules cannot import the domain: the lists it repeats (field names, roles, languages) are compared with
// the zod schemas here, so a new schema field or role cannot silently fall outside the rules. No emulator needed.
const rules = rulesSource();

/** The string list literal that starts at the first `[` after `marker` (and, if given, after `after`). */
function listAfter(marker: string, after?: string): string[] {
  const from = after === undefined ? 0 : rules.indexOf(after);
  if (from < 0) throw new Error(`"${after ?? ''}" not found in firestore.rules`);
  const at = rules.indexOf(marker, from);
  if (at < 0) throw new Error(`"${marker}" not found in firestore.rules`);
  const open = rules.indexOf('[', at + marker.length - 1);
  const close = rules.indexOf(']', open);
  return [...rules.slice(open + 1, close).matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}
const fn = (name: string) => listAfter('return [', `function ${name}(`);
const sorted = (values: readonly string[]) => [...values].sort();
const keysOf = (schema: { shape: Record<string, unknown> }) => sorted(Object.keys(schema.shape));

describe('firestore.rules repeats the domain lists exactly', () => {
  it('languages, product roles, investor types', () => {
    expect(fn('languages')).toEqual([...LANGUAGES]);
    expect(fn('productRoles')).toEqual([...PRODUCT_ROLES]);
    // roleAllowed enumerates every product role once.
    const roleAllowed = rules.slice(
      rules.indexOf('function roleAllowed('),
      rules.indexOf('function visibleToRole('),
    );
    for (const role of PRODUCT_ROLES) expect(roleAllowed).toContain(`list.hasAny(['${role}'])`);
    expect(listAfter('d.investorProfile in [', 'function validProfile(')).toEqual([...INVESTOR_TYPES]);
  });

  it('product fields and what a product admin may edit', () => {
    expect(sorted(fn('productFields'))).toEqual(keysOf(productConfigSchema));
    expect(sorted(fn('productAdminEditable'))).toEqual(sorted(PRODUCT_ADMIN_EDITABLE_FIELDS));
    expect(sorted(fn('shareClassFields'))).toEqual(sorted(SHARE_CLASS_API_FIELDS));
    // No client may change them: the product's update rule refuses them before it looks at the caller.
    expect(rules).toContain('affectedKeys().hasAny(shareClassFields())');
    for (const field of SHARE_CLASS_API_FIELDS) expect(PRODUCT_ADMIN_EDITABLE_FIELDS).not.toContain(field);
  });

  it('user record fields and the protected ones', () => {
    expect(sorted(fn('userFields'))).toEqual(sorted(USER_RECORD_FIELDS));
    expect(sorted(listAfter('affectedKeys().hasAny([', 'function validUserUpdate('))).toEqual(
      sorted(USER_PROTECTED_FIELDS),
    );
  });

  it('collections only functions write: documents, components (sanitised rich text), media, holdings', () => {
    for (const match of [
      'match /documents/{documentId}',
      'match /components/{componentId}',
      'match /media/{mediaId}',
      'match /holdings/{date}',
      'match /holdingOverrides/{overrideId}',
    ]) {
      const at = rules.indexOf(match);
      expect(at, match).toBeGreaterThan(0);
      const block = rules.slice(at, rules.indexOf('}', at + match.length));
      expect(block.match(/allow (\w|, )+:/g), match).toEqual(['allow read:', 'allow write:']);
      expect(block).toContain('allow write: if false;');
    }
  });

  it('sub-collection document fields', () => {
    expect(sorted(listAfter('hasOnly([', 'match /langs/{lang}'))).toEqual(keysOf(productLangSchema));
    expect(sorted(listAfter('hasOnly([', 'match /holdingComponents/{kind}'))).toEqual(
      keysOf(holdingComponentSchema),
    );
    expect(listAfter('chartType in [', 'match /holdingComponents/{kind}')).toEqual([...HOLDING_CHART_TYPES]);
    expect(listAfter('kind in [', 'match /holdingComponents/{kind}')).toEqual([...HOLDING_COMPONENT_KINDS]);
  });

  it('operation records: read rules only, every client write refused (the API creates them, issue 24)', () => {
    const match = 'match /operations/{operationId}';
    const at = rules.indexOf(match);
    expect(at).toBeGreaterThan(0);
    const block = rules.slice(at, rules.indexOf('}', at + match.length));
    expect(block.match(/allow (\w|, )+:/g)).toEqual(['allow read:', 'allow create, update, delete:']);
    expect(block).toContain('allow create, update, delete: if false;');
  });

  it('the providers of a signed-in session: every login method of the domain, plus custom tokens', () => {
    const body = rules.slice(rules.indexOf('function signedIn('), rules.indexOf('function registering('));
    const listed = listAfter('signInProvider() in [', 'function signedIn(');
    // `password` is accepted separately, with a verified address (guestReasonOf).
    expect(sorted([...listed, 'password'])).toEqual(
      sorted([...Object.values(LOGIN_METHOD_PROVIDERS), 'custom']),
    );
    expect(body).toContain(
      "signInProvider() == 'password' && request.auth.token.get('email_verified', false) == true",
    );
  });

  it('compliance fields, their text limit and the custom role bound', () => {
    const body = rules.slice(
      rules.indexOf('function validCompliance('),
      rules.indexOf('// Catalogue version'),
    );
    expect(sorted(listAfter('hasOnly([', 'function validCompliance('))).toEqual(sorted(COMPLIANCE_FIELDS));
    expect(sorted(listAfter('hasAll([', 'function validCompliance('))).toEqual(sorted(COMPLIANCE_FIELDS));
    expect(body.match(/text\(c\.\w+, (\d+)\)/g)?.map((m) => m.replace(/.*, /, '').replace(')', ''))).toEqual([
      String(COMPLIANCE_TEXT_MAX),
      String(COMPLIANCE_TEXT_MAX),
      String(COMPLIANCE_TEXT_MAX),
    ]);
    const platform = rules.slice(rules.indexOf('function validPlatformSettings('));
    expect(platform).toContain(`.size() <= ${CUSTOM_ROLES_MAX};`);
  });

  it('gives every match block a comment saying who may do what', () => {
    const lines = rules.split('\n');
    const missing = lines.flatMap((line, i) => {
      if (!/^\s*match \/(?!databases)/.test(line)) return [];
      return lines[i - 1]?.trim().startsWith('//') ? [] : [line.trim()];
    });
    expect(missing).toEqual([]);
  });
});
