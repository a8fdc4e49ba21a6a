import type { AnalysisModeId, LoginMethod } from '../constants.js';
import type { ProductDocument } from '../schemas/documents.js';
import type { AnalysisMode, ProductConfig } from '../tenant/product-config.js';
import {
  documentDownloadDecision,
  productDocumentsDecision,
  type DocumentDenialReason,
  type ProfileContext,
} from './document-access.js';
import { isProfileAuthorized, skipsProfileChecks } from './investor-profile.js';
import {
  modeDecision,
  primaryModeDecision,
  productDecision,
  type AccessDenialReason,
} from './mode-access.js';
import { canSeeProduct, isSignedIn, rolesFromClaims, type AccessContext } from './roles.js';
import { sectionDecision, type ShareClassCatalogue } from './section-access.js';

/*
 * The gate: one decision per resource kind of "may this caller read it" and "may this caller follow it", taken by
 * every path that serves a product's data (the /api handlers through the route table's declared access, the
 * factsheet renderer, follower mail, the privacy callables) and mirrored by firestore.rules. docs/security.md holds
 * the table; tests/api/gate-matrix.test.ts runs every route against it.
 */

// ---------------------------------------------------------------------------------------------------------------
// Who is calling

/** Firebase provider ids of the tenant's login methods (site settings `allowedLoginMethods`). */
export const LOGIN_METHOD_PROVIDERS: Record<LoginMethod, string> = {
  emailPassword: 'password',
  google: 'google.com',
  microsoft: 'microsoft.com',
};

/**
 * Providers every tenant accepts besides its login methods: `custom`, the tokens the functions mint for their own
 * service accounts (the factsheet PDF renderer). Nobody else can mint one.
 */
const SERVICE_PROVIDERS = ['custom'] as const;

/** The parts of a decoded ID token the gate reads. */
export interface SessionToken {
  email_verified?: unknown;
  firebase?: { sign_in_provider?: unknown } | undefined;
  [claim: string]: unknown;
}

export type GuestReason = 'noToken' | 'anonymous' | 'unverifiedEmail' | 'providerNotAllowed';

/**
 * Whether an ID token is a sign-in the portal accepts (seed 000 §3: password login needs a verified e-mail; the
 * tenant's `allowedLoginMethods`). Anonymous sessions, unverified password accounts (a raw sign-up token, before
 * the link is clicked) and providers the tenant does not offer are guests, whatever roles their claims name.
 * `allowedLoginMethods` absent: every login method counts (the rules' view, which cannot read the tenant's list).
 */
export function guestReasonOf(
  token: SessionToken | null | undefined,
  allowedLoginMethods?: readonly LoginMethod[],
): GuestReason | null {
  if (!token) return 'noToken';
  const provider = token.firebase?.sign_in_provider;
  if (provider === 'anonymous') return 'anonymous';
  if (provider === 'password' && token.email_verified !== true) return 'unverifiedEmail';
  const allowed: readonly string[] = [
    ...SERVICE_PROVIDERS,
    ...(allowedLoginMethods ?? (Object.keys(LOGIN_METHOD_PROVIDERS) as LoginMethod[])).map(
      (m) => LOGIN_METHOD_PROVIDERS[m],
    ),
  ];
  if (typeof provider !== 'string' || !allowed.includes(provider)) return 'providerNotAllowed';
  return null;
}

/** The roles a session holds: {@link rolesFromClaims} of an accepted sign-in, else `['guest']`. */
export function sessionRoles(
  token: SessionToken | null | undefined,
  allowedLoginMethods?: readonly LoginMethod[],
): string[] {
  return guestReasonOf(token, allowedLoginMethods) === null ? rolesFromClaims(token) : rolesFromClaims(null);
}

/**
 * Whether e-mail-keyed data (contact messages, follower-mail history, follower entries an admin added) may be
 * matched to this account: only an address its owner proved, never one typed at sign-up.
 */
export const ownsEmail = (account: { email?: string | undefined; emailVerified: boolean }): boolean =>
  account.emailVerified && typeof account.email === 'string' && account.email.length > 0;

// ---------------------------------------------------------------------------------------------------------------
// What is read

/** Everything a gate decision needs about the caller: roles (and custom roles), and the investor profile. */
export interface Reader {
  access: AccessContext;
  profile: ProfileContext;
  /**
   * The reader is a live embeddable page (`embedded/live-*`), which seed 000 §2 exempts from the investor-profile
   * check: the live mode's data is read without a profile (every other kind, and the historical embeds, still ask).
   */
  liveEmbed?: boolean;
}

/**
 * The resource kinds of a product (`docs/security.md` "Gate table"):
 * - `overview`: descriptive texts (a login lock does not hide them: the catalogue lists the product anyway);
 * - `product`: product-level data (prices, benchmarks, holdings, allocation, key numbers);
 * - `mode`: an analysis mode's data (`primary`: the product's primary mode);
 * - `factsheet`: the factsheet model and PDF, and the last factsheet's file;
 * - `documents` / `document`: the documents list and one document's file;
 * - `media`: an image or video of the product.
 */
export type GateTarget =
  | { kind: 'overview' | 'product' | 'documents' | 'media'; product: ProductConfig | undefined }
  | {
      kind: 'mode';
      product: ProductConfig | undefined;
      mode: AnalysisModeId | 'primary';
      catalogue: ShareClassCatalogue;
    }
  | { kind: 'factsheet'; product: ProductConfig | undefined; catalogue: ShareClassCatalogue }
  | { kind: 'document'; product: ProductConfig | undefined; document: ProductDocument | undefined };

export type GateDenialReason =
  | AccessDenialReason
  | DocumentDenialReason
  /** `factsheet.allowedRoles`, or a factsheet that needs a signed-in reader. */
  | 'factsheetRoles';

/** The translated message of a refusal where one says more than the status's default (`api.errors.*`). */
export const GATE_DENIAL_MESSAGE_KEYS: Partial<Record<GateDenialReason, string>> = {
  loginRequired: 'api.errors.loginRequired',
  investorProfile: 'api.errors.investorProfile',
  investorProfileMissing: 'api.errors.investorProfileMissing',
  unknownMode: 'api.errors.unknownMode',
};

export type GateDecision =
  | { kind: 'allow'; product: ProductConfig; mode?: AnalysisMode }
  | { kind: 'deny'; status: 401 | 403 | 404; reason: GateDenialReason };

const deny = (status: 401 | 403 | 404, reason: GateDenialReason): GateDecision => ({
  kind: 'deny',
  status,
  reason,
});

/** The investor-profile part (seed 000 §4 steps 7-9), after the product's own rules allowed the caller. */
function profileDecision(reader: Reader, product: ProductConfig): GateDecision | null {
  const { profile } = reader;
  if (!profile.checksActivated || skipsProfileChecks(reader.access, product.productId)) return null;
  if (!profile.profile) return deny(403, 'investorProfileMissing');
  if (!isProfileAuthorized(product.accessRestrictions, profile.profile)) return deny(403, 'investorProfile');
  return null;
}

/**
 * May this reader read this resource: the product's own rules (unknown or hidden → 404; `allowedRoles` → 401/403;
 * `lockedBehindLogin` → 401 for a guest, except for the overview's texts), the resource's own rules (the mode's
 * analysis tab, the factsheet section, the document), then the investor profile when the reader's language checks
 * it (staff and the product's admins skip it). One order for every kind, so a refusal names the same reason on
 * every path.
 */
export function readGate(reader: Reader, target: GateTarget): GateDecision {
  const { access } = reader;
  const product = target.product;
  // Unknown looks like hidden, for every kind.
  if (!product) return deny(404, 'unknownProduct');
  switch (target.kind) {
    case 'overview':
    case 'documents': {
      // The documents list and the overview's texts: productDocumentsDecision (the profile included).
      const d = productDocumentsDecision(access, product, reader.profile, {
        loginLockApplies: target.kind === 'documents',
      });
      return d.kind === 'deny' ? d : { kind: 'allow', product };
    }
    case 'product':
    case 'media': {
      const d = productDecision(access, product);
      if (d.kind === 'deny') return d;
      return profileDecision(reader, d.product) ?? { kind: 'allow', product: d.product };
    }
    case 'mode': {
      const d =
        target.mode === 'primary'
          ? primaryModeDecision(access, product, target.catalogue)
          : modeDecision(access, product, target.mode, target.catalogue);
      if (d.kind === 'deny') return d;
      const allowed = { kind: 'allow', product: d.product, mode: d.mode } as const;
      if (reader.liveEmbed === true && d.mode.mode === 'live') return allowed;
      return profileDecision(reader, d.product) ?? allowed;
    }
    case 'factsheet': {
      const p = productDecision(access, product);
      if (p.kind === 'deny') return p;
      const s = sectionDecision(access, p.product, 'factsheet', target.catalogue);
      if (s.kind === 'notFound') return deny(404, 'unknownProduct');
      // A guest is refused only where signing in can help (roles, or a factsheet that is not public).
      if (s.kind === 'forbidden')
        return deny(s.status, s.status === 401 ? 'loginRequired' : 'factsheetRoles');
      return profileDecision(reader, p.product) ?? { kind: 'allow', product: p.product };
    }
    case 'document': {
      const d = documentDownloadDecision(access, product, target.document, reader.profile);
      return d.kind === 'deny' ? d : { kind: 'allow', product };
    }
  }
}

/**
 * May this reader follow the product (and so receive mail about it): a signed-in reader who may open its overview
 * (hidden and dev products, `allowedRoles`, the investor profile of their record). Follower mail asks again at send
 * time, per follower and per document, with {@link readGate}: access lost after following stops the mail.
 */
export function followGate(reader: Reader, product: ProductConfig | undefined): GateDecision {
  if (!isSignedIn(reader.access.roles)) return deny(401, 'loginRequired');
  if (!product || !canSeeProduct(reader.access, product)) {
    // Hidden and unknown look alike: following must not be an oracle for hidden ids.
    const d = productDecision(reader.access, product);
    return d.kind === 'deny' ? d : deny(404, 'unknownProduct');
  }
  return readGate(reader, { kind: 'overview', product });
}
