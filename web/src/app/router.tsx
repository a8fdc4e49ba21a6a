import { ADMIN_ROLES, DEV_ROUTE_SECTIONS, modeOfSection, STAFF_ROLES } from '@portal/domain';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { PRODUCT_SECTIONS, paths, routePattern, withLang } from '../config/paths';
import { logRouteError, RouteError } from '../features/errors';
import { chunkLoaders, clearChunkReloadMarker, loadChunk } from '../lib/chunk-load';
import { loadFirebase } from '../lib/firebase-loader';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { useLocalePath } from '../lib/locale-path';
import { useSession } from '../lib/session';
import { tenant } from '../lib/tenant';
import { ADMIN_PAGES } from './admin-pages';
import { guardHandle, RouteGuard } from './guards';
import { HomeRoute } from './routes/home';
import { FactsheetForPdfRoute, FactsheetRoute, ProductGate, ProductOverviewRoute } from './routes/product';
import { LangGate } from './lang-gate';
import { RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { redirectPattern, TenantRedirect } from './tenant-redirect';
import { Redirect } from '../components/redirect';

/*
 * Route table (seed 000 §2). Every page module is loaded lazily, so a visitor of the home page never downloads the
 * admin, auth or legal pages. Routes that depend on a product's configuration (analysis tabs, use case, factsheet)
 * are declared once and checked at runtime: the catalogue lives in Firestore, not in the bundle.
 *
 * Every route passes through ONE guard (`RouteGuard`, seed 000 §4) that reads the route's `handle`: the guard
 * metadata below is the whole access table of the web app (the domain's `routeGuard` decides).
 *
 * A page module that fails to load (a deploy replaced the chunks) or takes longer than 120 s fails with a
 * `ChunkLoadError` (`chunkLoaders`); the root route's `RouteError` reloads the page once for it.
 */

/** A route module together with the translations it needs, so the page never renders before its texts. */
const withTexts = async <T,>(module: Promise<T>, namespaces: readonly Namespace[]): Promise<T> => {
  const [loaded] = await Promise.all([module, loadNamespaces(namespaces)]);
  return loaded;
};

/*
 * The landing pages of visitors (home and the product pages' gate and overview) are part of the entry chunk: they add
 * ~20 KB gzip to it, and a visitor arriving from a search engine or an e-mail link then needs no second round trip
 * (the route module and the dozen small chunks it imports) before the page can render. Every other page is lazy.
 */

/** Route modules; home, product overview, errors use the start-up namespaces (lib/i18n.ts `STARTUP_NAMESPACES`). */
const page = chunkLoaders({
  faq: () => withTexts(import('./routes/faq'), ['faq']),
  contact: () => withTexts(import('./routes/contact'), ['contact', 'account']),
  knowledgeBase: () => withTexts(import('./routes/knowledge-base'), ['knowledgeBase', 'analysis']),
  apiDocs: () => withTexts(import('./routes/api-docs'), ['apiDocs']),
  compliance: () => withTexts(import('./routes/compliance'), ['compliance', 'account']),
  auth: () => withTexts(import('./routes/auth'), ['auth', 'account', 'compliance']),
  admin: () =>
    withTexts(import('./routes/admin'), [
      'admin',
      'productContent',
      'media',
      'platformSettings',
      'userAdmin',
      'follow',
      'holdingsAdmin',
      'operations',
      'bulkComponents',
      'exportPlatform',
      'priceData',
      'bulkPrices',
      'generateFactsheets',
    ]),
  settings: () => withTexts(import('./routes/settings'), ['settings', 'account', 'auth', 'compliance']),
  errors: () => import('./routes/errors'),
  tenantPage: () => withTexts(import('./routes/tenant-page'), ['tenantPages', 'analysis']),
  embedded: () => withTexts(import('./routes/embedded'), ['embeds', 'analysis']),
  analysis: () => withTexts(import('./routes/analysis'), ['analysis']),
  documents: () => withTexts(import('./routes/documents'), ['documents']),
  follow: () => withTexts(import('./routes/follow'), ['follow']),
  comparison: () => withTexts(import('./routes/comparison'), ['comparison', 'analysis']),
});

/** The documents pages of a product: lazy, like every page but the landing pages. */
const documentsRoute = (
  section: 'documents' | 'download-document' | 'download-last-factsheet',
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { DocumentsRoute, DownloadDocumentRoute, DownloadLastFactsheetRoute } = await page.documents();
    const routes = {
      documents: DocumentsRoute,
      'download-document': DownloadDocumentRoute,
      'download-last-factsheet': DownloadLastFactsheetRoute,
    };
    return { Component: routes[section] };
  },
});

/** A product's use case (`useCase.componentPath`): the tenant pages' module, which composes the use cases. */
const useCaseRoute: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await page.tenantPage()).ProductUseCaseRoute }),
};

/** Pages that show no product data: no investor profile needed (seed 000 §4 step 7). */
const noProfile = { needsNoInvestorProfile: true } as const;
/** Pages reachable while a forced second factor is still to be set up (step 3): legal, errors, auth actions. */
const beforeTwoFactor = { needsNoInvestorProfile: true, allowedBeforeTwoFactor: true } as const;
const guestOnly = guardHandle({ kind: 'page', guestOnly: true, ...beforeTwoFactor });
/** Settings need insight, employee, admin or superAdmin (seed 000 §6), i.e. any signed-in user. */
const settingsOnly = guardHandle({ kind: 'page', allowedRoles: ['insight', ...STAFF_ROLES], ...noProfile });
const adminOnly = guardHandle({ kind: 'page', allowedRoles: ADMIN_ROLES, ...noProfile });
/** `/admin/products` (and `/admin`, which leads there) also admits admins of a product (seed 000 §2). */
const productAdmins = guardHandle({
  kind: 'page',
  allowedRoles: ADMIN_ROLES,
  admitsProductAdmins: true,
  ...noProfile,
});

const productSectionRoutes: RouteObject[] = PRODUCT_SECTIONS.map((section) => {
  const handle = guardHandle({ kind: 'product', section });
  // The analysis tabs (seed 001 §2): the domain's one map of sections and modes.
  const mode = modeOfSection(section);
  if (mode) {
    return {
      path: section,
      handle,
      lazy: async () => {
        const { AnalysisRoute } = await page.analysis();
        return { element: <AnalysisRoute mode={mode} /> };
      },
    };
  }
  if (section === 'documents' || section === 'download-document' || section === 'download-last-factsheet')
    return { path: section, handle, ...documentsRoute(section) };
  if (section === 'use-case') return { path: section, handle, ...useCaseRoute };
  return section === 'overview'
    ? {
        path: section,
        handle,
        Component: ProductOverviewRoute,
      }
    : { path: section, handle, Component: FactsheetRoute };
});

/** The development section `/products-dev/{productId}/...` (seed 001 §2), only for tenants that enable it. */
const devSectionRoutes: RouteObject[] = tenant.devSection.enabled
  ? [
      {
        path: 'products-dev/:productId',
        Component: ProductGate,
        children: [
          {
            index: true,
            handle: guardHandle({ kind: 'devProduct', section: 'overview' }),
            element: <Redirect to="overview" />,
          },
          ...DEV_ROUTE_SECTIONS.map((section): RouteObject => ({
            path: section,
            handle: guardHandle({ kind: 'devProduct', section }),
            ...(section === 'live-analysis'
              ? {
                  lazy: async () => {
                    const { AnalysisRoute } = await page.analysis();
                    return { element: <AnalysisRoute mode="live" /> };
                  },
                }
              : section === 'overview'
                ? { Component: ProductOverviewRoute }
                : section === 'documents'
                  ? documentsRoute(section)
                  : useCaseRoute),
          })),
        ],
      },
    ]
  : [];

const helpHandle = guardHandle({ kind: 'page', ...noProfile });
const helpRoutes: RouteObject[] = [
  ...(tenant.help.faq
    ? [
        {
          path: routePattern(paths.help.faq()),
          handle: helpHandle,
          lazy: async () => ({ Component: (await page.faq()).FaqRoute }),
        },
      ]
    : []),
  ...(tenant.help.knowledgeBase
    ? [
        {
          path: routePattern(paths.help.knowledgeBase()),
          handle: helpHandle,
          lazy: async () => ({ Component: (await page.knowledgeBase()).KnowledgeBaseRoute }),
        },
        {
          path: routePattern(paths.help.knowledgeBaseTerm(':term')),
          handle: helpHandle,
          lazy: async () => ({ Component: (await page.knowledgeBase()).KnowledgeBaseTermRoute }),
        },
      ]
    : []),
  // Public like the API document itself: the API enforces its own access, the page says per call who may make it.
  {
    path: routePattern(paths.help.developers()),
    handle: helpHandle,
    lazy: async () => ({ Component: (await page.apiDocs()).ApiDocsRoute }),
  },
  ...(tenant.help.contact
    ? [
        {
          path: routePattern(paths.help.contact()),
          handle: helpHandle,
          lazy: async () => ({ Component: (await page.contact()).ContactRoute }),
        },
      ]
    : []),
];

const adminRoute = (p: (typeof ADMIN_PAGES)[number]): RouteObject => ({
  path: routePattern(p.path),
  handle: p.forProductAdmins ? productAdmins : adminOnly,
  lazy: async () => {
    const { AdminPageRoute } = await page.admin();
    return { element: <AdminPageRoute page={p.id} /> };
  },
});

/** `/admin/products/{productId}/{tab}` (and without a tab: its first), for the same users as `/admin/products`. */
const adminProductRoutes: RouteObject[] = [
  `${paths.admin.products()}/:productId`,
  paths.admin.product(':productId', ':tab'),
].map((path) => ({
  path: routePattern(path),
  handle: productAdmins,
  lazy: async () => ({ Component: (await page.admin()).AdminProductRoute }),
}));

const adminRoutes: RouteObject[] = ADMIN_PAGES.length
  ? [
      ...ADMIN_PAGES.map(adminRoute),
      ...(ADMIN_PAGES.some((p) => p.id === 'products') ? adminProductRoutes : []),
      { path: routePattern(paths.admin.root()), handle: productAdmins, element: <AdminIndexRedirect /> },
    ]
  : [];

/** `/admin` itself: admins land on the first admin page, admins of a product on Products. */
function AdminIndexRedirect() {
  const session = useSession();
  const to = useLocalePath();
  const target = session.isAdmin ? ADMIN_PAGES[0]?.path : paths.admin.products();
  return <Redirect to={to(target ?? paths.home())} />;
}

const settingsRoutes: RouteObject[] = [
  {
    path: routePattern(paths.settings.overview()),
    handle: settingsOnly,
    lazy: async () => ({ Component: (await page.settings()).SettingsOverviewRoute }),
  },
  {
    path: routePattern(paths.settings.editProfile()),
    handle: settingsOnly,
    lazy: async () => ({ Component: (await page.settings()).EditProfileRoute }),
  },
  {
    path: routePattern(paths.settings.changePassword()),
    handle: settingsOnly,
    lazy: async () => ({ Component: (await page.settings()).ChangePasswordRoute }),
  },
  {
    path: routePattern(paths.settings.deleteAccount()),
    handle: settingsOnly,
    lazy: async () => ({ Component: (await page.settings()).DeleteAccountRoute }),
  },
  {
    path: routePattern(paths.settings.yourData()),
    handle: settingsOnly,
    lazy: async () => ({ Component: (await page.settings()).YourDataRoute }),
  },
];

const authRoutes: RouteObject[] = [
  {
    path: routePattern(paths.auth.login()),
    handle: guestOnly,
    lazy: async () => ({ Component: (await page.auth()).LoginRoute }),
  },
  {
    path: routePattern(paths.auth.login2fa()),
    handle: guestOnly,
    lazy: async () => ({ Component: (await page.auth()).Login2faRoute }),
  },
  {
    path: routePattern(paths.auth.register()),
    handle: guestOnly,
    lazy: async () => ({ Component: (await page.auth()).RegisterRoute }),
  },
  {
    path: routePattern(paths.auth.resetPassword()),
    handle: guestOnly,
    lazy: async () => ({ Component: (await page.auth()).ResetPasswordRoute }),
  },
  {
    path: routePattern(paths.auth.register2fa()),
    handle: guardHandle({ kind: 'page', twoFactorSetup: true, ...noProfile }),
    lazy: async () => ({ Component: (await page.auth()).Register2faRoute }),
  },
  {
    // E-mail verification and password-reset links: open to everyone, before a second factor too.
    path: routePattern(paths.auth.handledByFirebase()),
    handle: guardHandle({ kind: 'page', ...beforeTwoFactor }),
    lazy: async () => ({ Component: (await page.auth()).HandledByFirebaseRoute }),
  },
];

const legalHandle = guardHandle({ kind: 'page', ...beforeTwoFactor });
const complianceRoutes: RouteObject[] = [
  {
    path: routePattern(paths.compliance.termsOfUse()),
    handle: legalHandle,
    lazy: async () => ({ Component: (await page.compliance()).TermsOfUseRoute }),
  },
  {
    path: routePattern(paths.compliance.privacyPolicy()),
    handle: legalHandle,
    lazy: async () => ({ Component: (await page.compliance()).PrivacyPolicyRoute }),
  },
  // The tenant's own privacy policy at the path it names (seed 001 §3 `customPrivacyPolicyPath`; BCF).
  ...(tenant.customPrivacyPolicyPath?.startsWith('/')
    ? [
        {
          path: routePattern(tenant.customPrivacyPolicyPath),
          handle: legalHandle,
          lazy: async () => ({ Component: (await page.compliance()).CustomPrivacyPolicyRoute }),
        },
      ]
    : []),
  {
    path: routePattern(paths.compliance.ombudsman()),
    handle: legalHandle,
    lazy: async () => ({ Component: (await page.compliance()).OmbudsmanRoute }),
  },
  {
    path: routePattern(paths.investorProfile()),
    handle: guardHandle({ kind: 'page', ...noProfile }),
    lazy: async () => ({ Component: (await page.compliance()).InvestorProfileRoute }),
  },
  {
    path: routePattern(paths.unauthorizedInvestorProfile()),
    handle: guardHandle({ kind: 'page', ...noProfile }),
    lazy: async () => ({ Component: (await page.compliance()).UnauthorizedInvestorProfileRoute }),
  },
];

const tenantPageRoutes: RouteObject[] = tenant.extraSections.flatMap((section) =>
  section.pages.map((extra) => ({
    path: routePattern(extra.path),
    // A page showing a product's data is gated like that product (step 9).
    handle: guardHandle({ kind: 'page', ...(extra.productId ? { productId: extra.productId } : {}) }),
    lazy: async () => {
      const { TenantPageRoute } = await page.tenantPage();
      return { element: <TenantPageRoute page={extra} /> };
    },
  })),
);

/** Old-to-new redirects: the new path is guarded once the redirect has happened. */
const redirectRoutes: RouteObject[] = tenant.redirects.map((r) => ({
  path: redirectPattern(r.from),
  handle: guardHandle({ kind: 'page', ...beforeTwoFactor }),
  element: <TenantRedirect to={r.to} />,
}));

const errorHandle = guardHandle({ kind: 'page', ...beforeTwoFactor });

/** The routes of one language (or of the whole site without `langInUrl`). */
function appRoutes(notFound: ReactElement): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        {
          element: <RouteGuard />,
          children: [
            {
              index: true,
              handle: guardHandle({ kind: 'page' }),
              Component: HomeRoute,
            },
            ...redirectRoutes,
            {
              path: 'products/:productId',
              Component: ProductGate,
              children: [
                {
                  index: true,
                  handle: guardHandle({ kind: 'product', section: 'overview' }),
                  element: <Redirect to="overview" />,
                },
                ...productSectionRoutes,
              ],
            },
            ...devSectionRoutes,
            {
              // Several products side by side: each product is gated by the API as on its own page.
              path: routePattern(paths.compare()),
              handle: guardHandle({ kind: 'page' }),
              lazy: async () => ({ Component: (await page.comparison()).ComparisonRoute }),
            },
            ...helpRoutes,
            // The compliance pages and the investor-profile step need no SDK (their texts come from the site state
            // until the SDKs load; a signed-in user's profile is saved through the loader): they render on the
            // server and on a visitor's first paint.
            ...complianceRoutes,
            {
              // Pages that use the Firebase SDKs themselves (sign-in, settings, admin): the SDKs load through the
              // loader first, so the session store listens before these pages can sign in.
              lazy: async () => {
                await loadChunk(loadFirebase);
                return { Component: Outlet };
              },
              children: [...authRoutes, ...adminRoutes, ...settingsRoutes],
            },
            ...tenantPageRoutes,
            {
              // The link of follower mails: for anyone holding it, before a second factor too.
              path: routePattern(paths.unsubscribe()),
              handle: guardHandle({ kind: 'page', ...beforeTwoFactor }),
              lazy: async () => ({ Component: (await page.follow()).UnsubscribeRoute }),
            },
            {
              path: routePattern(paths.errors.notFound()),
              handle: errorHandle,
              lazy: async () => ({ Component: (await page.errors()).NotFoundRoute }),
            },
            {
              path: routePattern(paths.errors.forbidden()),
              handle: errorHandle,
              lazy: async () => ({ Component: (await page.errors()).ForbiddenRoute }),
            },
            { path: '*', handle: errorHandle, element: notFound },
          ],
        },
      ],
    },
    {
      // Embeddable pages and the PDF source page live outside the app shell.
      element: <RouteGuard />,
      children: [
        {
          path: 'products/:productId',
          Component: ProductGate,
          children: [
            {
              path: 'embedded/:page',
              handle: guardHandle({ kind: 'embedded' }),
              lazy: async () => ({ Component: (await page.embedded()).EmbeddedRoute }),
            },
            {
              path: 'factsheet-for-pdf-generation',
              handle: guardHandle({ kind: 'product', section: 'factsheet-for-pdf-generation' }),
              Component: FactsheetForPdfRoute,
            },
          ],
        },
      ],
    },
  ];
}

/** An empty path goes to the tenant's first language (seed 000 §2), which the language gate then stores. */
/** `/` of a `langInUrl` site: the visitor's language (stored, else the browser's), else the tenant's first. */
function LangRoot() {
  const { i18n } = useTranslation();
  const lang =
    tenant.availableLanguages.find((l) => l === i18n.language) ?? tenant.availableLanguages[0] ?? 'en';
  return <Redirect to={`/${lang}`} />;
}

function LangNotFound() {
  const { i18n } = useTranslation();
  return <Redirect to={withLang(paths.errors.notFound(), i18n.language)} />;
}

/** The app's whole route tree, as the browser's router and the server's renderer (web/src/server/entry.tsx) use it. */
export function createAppRoutes(): RouteObject[] {
  const children: RouteObject[] = tenant.langInUrl
    ? [
        { index: true, element: <LangRoot /> },
        {
          path: ':lang',
          element: <LangGate />,
          children: appRoutes(<LangNotFound />),
        },
        { path: '*', element: <LangNotFound /> },
      ]
    : appRoutes(<Redirect to={paths.errors.notFound()} />);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <CenteredLoader minHeight="60vh" />,
      children,
    },
  ];
}

/** Routes whose modules of the current URL are loaded already: a server-rendered page hydrates with them. */
let preparedRoutes: RouteObject[] | null = null;

/**
 * Loads the page modules (lazy routes) the URL matches, before a server-rendered page is hydrated: the router then
 * starts initialised and renders the page, as the server did, instead of its loading fallback.
 */
export async function prepareRoutes(location: { pathname: string }): Promise<void> {
  const routes = createAppRoutes();
  const lazy = (matchRoutes(routes, location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  preparedRoutes = routes;
}

function createRouter() {
  const router = createBrowserRouter(preparedRoutes ?? createAppRoutes());
  // A page has loaded: should a later deploy break a chunk again, the page may reload again. Checked at creation too:
  // a landing page in the entry chunk has nothing to load, so the router starts initialised and never changes state.
  const clearWhenLoaded = (state: typeof router.state) => {
    if (state.initialized && state.navigation.state === 'idle' && state.errors === null)
      clearChunkReloadMarker();
  };
  clearWhenLoaded(router.state);
  router.subscribe(clearWhenLoaded);
  return router;
}

export function AppRouter() {
  const router = useMemo(() => createRouter(), []);
  return <RouterProvider router={router} onError={logRouteError} />;
}
