import type { ConsentRecord, LegalDocument } from '../schemas/consent.js';
import { LEGAL_DOCUMENTS } from '../schemas/consent.js';

/**
 * The dates of the legal texts in force (seed 000 §9: terms of use of 3 February 2022, privacy policy of 31 August
 * 2023). The one place to bump when a text changes: every signed-in user whose last consent is older is asked to
 * accept again before continuing.
 */
export const LEGAL_TEXT_VERSIONS: Readonly<Record<LegalDocument, string>> = {
  terms: '2022-02-03',
  privacyPolicy: '2023-08-31',
};

/**
 * Tenants with their own privacy policy (seed 001 §3 `customPrivacyPolicyPath`, BCF) version it here by tenant id,
 * when its date is known; until then the platform's date stands for it (docs/privacy.md "Versions").
 */
const TENANT_PRIVACY_POLICY_VERSIONS: Readonly<Record<string, string>> = {};

/** The versions a user of this tenant must have accepted. */
export function currentLegalVersions(tenantId: string): Record<LegalDocument, string> {
  return {
    terms: LEGAL_TEXT_VERSIONS.terms,
    privacyPolicy: TENANT_PRIVACY_POLICY_VERSIONS[tenantId] ?? LEGAL_TEXT_VERSIONS.privacyPolicy,
  };
}

/**
 * The legal texts the user must accept (again) before continuing: those whose latest accepted version (ISO dates
 * compare as strings) is older than the current one, or never accepted. A user without any consent record is not
 * asked: their account predates consent records or was created outside the registration flow (seed, Admin SDK);
 * docs/privacy.md "Who is asked again" says why and how to change that.
 */
export function consentsToRenew(
  records: readonly Pick<ConsentRecord, 'document' | 'version'>[],
  current: Readonly<Record<LegalDocument, string>>,
): LegalDocument[] {
  if (records.length === 0) return [];
  return LEGAL_DOCUMENTS.filter(
    (document) => !records.some((r) => r.document === document && r.version >= current[document]),
  );
}
