import {
  EMBEDDED_ROUTE_PAGES,
  embedRefusalOfGuard,
  routeGuard,
  routeMayNeedInvestorProfile,
  routeUsesCatalogue,
  type DevRouteSection,
  type GuardDestination,
  type GuardEffect,
  type GuardRoute,
  type PageRouteMeta,
  type ProductRouteSection,
  type RouteGuardResult,
} from '@portal/domain';
import type { User } from 'firebase/auth';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useMatches, type Params } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { paths } from '../config/paths';
import { productBenchmarksEndpoint } from '../features/analysis';
import { useTwoFactorStatus } from '../features/auth';
import { useCatalogue } from '../features/products';
import { customTokenSignIn, startCustomTokenSignIn } from '../lib/custom-token';
import { loadFirebase } from '../lib/firebase-loader';
import { useInvestorProfileChecks, useStoredInvestorProfile } from '../lib/investor-profile';
import { storeLastVisitedDay } from '../lib/last-visited-day';
import { useLocalePath } from '../lib/locale-path';
import { rememberShareClass } from '../lib/remembered-share-class';
import { useSession, type Session } from '../lib/session';
import { tenant } from '../lib/tenant';
import { useApiQuery } from '../lib/use-api-query';
import { useUserRecord } from '../lib/user-record';
import { logger } from '../lib/logger';
import { Redirect } from '../components/redirect';

/**
 * What the router tells the guard about a route, in the route's `handle` (`guardHandle(...)`). Product routes take
 * their product id from the `:productId` param, embedded pages their page from `:page`.
 */
export type GuardHandle =
  | ({ kind: 'page' } & PageRouteMeta)
  | { kind: 'product'; section: ProductRouteSection }
  | { kind: 'embedded' }
  | { kind: 'devProduct'; section: DevRouteSection };

export const guardHandle = (guard: GuardHandle): { guard: GuardHandle } => ({ guard });

/**
 * Where the guard refuses an embedded page, it shows the compact notice instead of a redirect: the page sits in
 * another site's iframe, which must never show the portal's 403, investor-profile or login pages (docs/embeds.md).
 * Loaded with the embedded route's module (and its texts), off every other page's load.
 */
const EmbedNotice = lazy(() =>
  import('../components/embed-notice').then((m) => ({ default: m.EmbedNotice })),
);

function handleOf(value: unknown): GuardHandle | undefined {
  if (typeof value !== 'object' || value === null || !('guard' in value)) return undefined;
  const { guard } = value as { guard: GuardHandle };
  return guard;
}

const isEmbeddedPage = (page: string | undefined): page is (typeof EMBEDDED_ROUTE_PAGES)[number] =>
  (EMBEDDED_ROUTE_PAGES as readonly (string | undefined)[]).includes(page);

/** The guard's view of the matched route; `null` when the URL names no such page (404). */
function guardRouteOf(handle: GuardHandle | undefined, params: Params): GuardRoute | null {
  if (!handle) {
    // Every route of the router carries a handle; one without is a bug, treated as the strictest plain page.
    logger.error('A route without guard metadata', { params });
    return { kind: 'page' };
  }
  if (handle.kind === 'page') return handle;
  const productId = params.productId;
  if (!productId) return null;
  if (handle.kind === 'embedded') {
    return isEmbeddedPage(params.page)
      ? { kind: 'product', productId, section: `embedded/${params.page}` }
      : null;
  }
  return { ...handle, productId };
}

function destinationPath(d: GuardDestination): string {
  switch (d.page) {
    case 'home':
      return paths.home();
    case 'path':
      return d.path;
    case 'notFound':
      return paths.errors.notFound();
    case 'forbidden':
      return paths.errors.forbidden(d.redirectedFromPath);
    case 'register2fa':
      return paths.auth.register2fa();
    case 'investorProfile':
      return paths.investorProfile(d.redirect);
    case 'unauthorizedInvestorProfile':
      return paths.unauthorizedInvestorProfile(d.productId, d.unauthorizedPath);
  }
}

/** `iat` (seconds) of the signed-in user's current ID token; follows token refreshes through the session. */
function useTokenIssuedAt(session: Session): number | undefined {
  const user = session.user;
  const [issued, setIssued] = useState<{ user: User; iat: number } | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    user.getIdTokenResult().then(
      (result) => {
        if (live) setIssued({ user, iat: Math.floor(Date.parse(result.issuedAtTime) / 1000) });
      },
      (error: unknown) => {
        logger.error('Could not read the ID token', { error });
      },
    );
    return () => {
      live = false;
    };
  }, [user, session]);
  return issued?.user === user ? issued.iat : undefined;
}

function applyEffects(effects: readonly GuardEffect[], uid: string | undefined) {
  for (const effect of effects) {
    if (effect.kind === 'storeLastVisitedDay') {
      if (uid) storeLastVisitedDay(uid, effect.day);
    } else {
      rememberShareClass(effect.shareClassRoot, effect.productId);
    }
  }
}

/**
 * The route guard (seed 000 §4): a layout route around every page. It gathers the guard's inputs (session, own user
 * record, two-factor status, compliance settings of the current language, the catalogue, the stored investor
 * profile), asks the domain's `routeGuard`, performs its side effects and renders the page or the redirect. Nothing
 * of the page renders before the decision.
 */
export function RouteGuard() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = handleOf(leaf?.handle);
  const embedded = handle?.kind === 'embedded';
  const route = guardRouteOf(handle, leaf?.params ?? {});
  const location = useLocation();
  const to = useLocalePath();
  const session = useSession();
  const record = useUserRecord();
  const twoFactor = useTwoFactorStatus(session.user);
  const storedProfile = useStoredInvestorProfile();
  const profileChecks = useInvestorProfileChecks();
  const catalogue = useCatalogue();
  const tokenSignIn = useSyncExternalStore(
    customTokenSignIn.subscribe,
    customTokenSignIn.getSnapshot,
    customTokenSignIn.getServerSnapshot,
  );
  const tokenIssuedAt = useTokenIssuedAt(session);

  // Step 1: the PDF renderer's custom token (taken from the URL at start-up, lib/custom-token.ts).
  useEffect(() => {
    startCustomTokenSignIn(async (token) => {
      const sdk = await loadFirebase();
      await sdk.signInWithCustomToken(sdk.auth, token);
    });
  }, []);

  // A product this user cannot read: the API tells a role-restricted one (401/403, a 403 page) from an unknown or
  // hidden one (404, as if it did not exist). Staff read every product, so for them missing means unknown.
  const usesCatalogue = route !== null && routeUsesCatalogue(route);
  const productId = route === null ? undefined : route.productId;
  const unreadableProductId =
    route?.kind === 'product' &&
    productId !== undefined &&
    catalogue.status === 'success' &&
    !session.isStaff &&
    !catalogue.products.some((p) => p.productId === productId)
      ? productId
      : null;
  const probe = useApiQuery(
    productBenchmarksEndpoint,
    unreadableProductId ? { id: unreadableProductId } : null,
  );
  const probeStatus = probe.status === 'error' ? probe.error.status : undefined;
  const restricted = unreadableProductId !== null && (probeStatus === 401 || probeStatus === 403);

  const signedIn = session.status === 'signedIn';
  const loading =
    route !== null &&
    (tokenSignIn === 'pending' ||
      session.status === 'loading' ||
      (signedIn && record.status === 'loading') ||
      (signedIn && twoFactor.status === 'loading') ||
      (usesCatalogue && catalogue.status === 'loading') ||
      (unreadableProductId !== null && (probe.status === 'idle' || probe.status === 'loading')) ||
      (routeMayNeedInvestorProfile(route) && profileChecks.status === 'loading'));

  let result: RouteGuardResult | null = null;
  if (route !== null && !loading) {
    result = routeGuard({
      route,
      path: location.pathname + location.search,
      redirectTo: new URLSearchParams(location.search).get('redirectTo'),
      user: {
        roles: session.roles,
        devSection: session.devSection,
        twoFactorEnrolled: twoFactor.enrolled,
        tokenIssuedAt,
        // A record that is missing or fails its schema gives no profile: browser storage is used instead.
        record: record.status === 'success' ? record.data : null,
      },
      site: tenant,
      platform: {
        userDefinedRoles: session.userDefinedRoles,
        // No compliance document for the language: no checks; an unreadable one: checks on (fail closed).
        investorProfileChecksActivated: profileChecks.checksActivated,
      },
      catalogue: {
        products: catalogue.products,
        restrictedProductIds: restricted ? new Set([unreadableProductId]) : undefined,
      },
      storedProfile,
    });
  }

  const uid = session.user?.uid;
  const effects = result?.effects;
  useEffect(() => {
    if (effects) applyEffects(effects, uid);
  }, [effects, uid]);

  // Once a page is shown, a later reload of an input (a token refresh, the record's binding) keeps it on screen.
  const [shownKey, setShownKey] = useState<string | null>(null);
  const proceedKey = result?.kind === 'proceed' ? location.key : result ? null : shownKey;
  if (proceedKey !== shownKey) setShownKey(proceedKey);

  if (embedded && (route === null || result?.kind === 'redirect')) {
    const refusal = result?.kind === 'redirect' ? embedRefusalOfGuard(result.reason, signedIn) : 'notFound';
    return (
      <Suspense fallback={null}>
        <EmbedNotice refusal={refusal} productId={refusal === 'notFound' ? undefined : productId} />
      </Suspense>
    );
  }
  if (route === null) return <Redirect to={to(paths.errors.notFound())} />;
  if (result?.kind === 'redirect') {
    const target = destinationPath(result.to);
    return <Redirect to={result.to.page === 'path' ? target : to(target)} />;
  }
  if (result || shownKey === location.key) return <Outlet />;
  return <CenteredLoader minHeight="60vh" />;
}
