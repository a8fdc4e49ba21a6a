import { ADMIN_ROLES, STAFF_ROLES, type AnalysisModeId, type DevRouteSection } from '@portal/domain';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { PRODUCT_SECTIONS, paths, routePattern, withLang } from '../config/paths';
import { useLocalePath } from '../lib/locale-path';
import { useSession } from '../lib/session';
import { tenant } from '../lib/tenant';
import { ADMIN_PAGES } from './admin-pages';
import { guardHandle, RouteGuard } from './guards';
import { LangGate } from './lang-gate';
import { RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { redirectPattern, TenantRedirect } from './tenant-redirect';

/*
 * Route table (seed 000 §2). Every page module is loaded lazily, so a visitor of the home page never downloads the
 * admin, auth or legal pages. Routes that depend on a product's configuration (analysis tabs, use case, factsheet)
 * are declared once and checked at runtime: the catalogue lives in Firestore, not in the bundle.
 *
 * Every route passes through ONE guard (`RouteGuard`, seed 000 §4) that reads the route's `handle`: the guard
 * metadata below is the whole access table of the web app (the domain's `routeGuard` decides).
 */

const page = {
  home: () => import('./routes/home'),
  product: () => import('./routes/product'),
  help: () => import('./routes/help'),
  knowledgeBase: () => import('../features/help/routes'),
  compliance: () => import('./routes/compliance'),
  auth: () => import('./routes/auth'),
  admin: () => import('./routes/admin'),
  settings: () => import('./routes/settings'),
  errors: () => import('./routes/errors'),
  tenantPage: () => import('./routes/tenant-page'),
  analysis: () => import('./routes/analysis'),
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

/** The analysis tabs and the mode each shows (seed 001 §2). */
const ANALYSIS_SECTIONS: Partial<Record<(typeof PRODUCT_SECTIONS)[number], AnalysisModeId>> = {
  'live-analysis': 'live',
  'historical-analysis': 'historical',
  'internal-analysis': 'internal',
};

const productSectionRoutes: RouteObject[] = PRODUCT_SECTIONS.map((section) => {
  const handle = guardHandle({ kind: 'product', section });
  const mode = ANALYSIS_SECTIONS[section];
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
  return section === 'overview'
    ? {
        path: section,
        handle,
        lazy: async () => ({ Component: (await page.product()).ProductOverviewRoute }),
      }
    : {
        path: section,
        handle,
        lazy: async () => {
          const { ProductSectionRoute } = await page.product();
          return { element: <ProductSectionRoute section={section} /> };
        },
      };
});

/** The development section `/products-dev/{productId}/...` (seed 001 §2), only for tenants that enable it. */
const devSectionRoutes: RouteObject[] = tenant.devSection.enabled
  ? [
      {
        path: 'products-dev/:productId',
        lazy: async () => ({ Component: (await page.product()).ProductGate }),
        children: [
          {
            index: true,
            handle: guardHandle({ kind: 'devProduct', section: 'overview' }),
            element: <Navigate replace to="overview" />,
          },
          ...(
            ['overview', 'live-analysis', 'use-case', 'documents'] as const satisfies DevRouteSection[]
          ).map((section): RouteObject => ({
            path: section,
            handle: guardHandle({ kind: 'devProduct', section }),
            lazy: async () => {
              if (section === 'live-analysis') {
                const { AnalysisRoute } = await page.analysis();
                return { element: <AnalysisRoute mode="live" /> };
              }
              const { ProductOverviewRoute, ProductSectionRoute } = await page.product();
              return section === 'overview'
                ? { Component: ProductOverviewRoute }
                : { element: <ProductSectionRoute section={section} /> };
            },
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
          lazy: async () => ({ Component: (await page.help()).FaqRoute }),
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
  ...(tenant.help.contact
    ? [
        {
          path: routePattern(paths.help.contact()),
          handle: helpHandle,
          lazy: async () => ({ Component: (await page.help()).ContactRoute }),
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

const adminRoutes: RouteObject[] = ADMIN_PAGES.length
  ? [
      ...ADMIN_PAGES.map(adminRoute),
      { path: routePattern(paths.admin.root()), handle: productAdmins, element: <AdminIndexRedirect /> },
    ]
  : [];

/** `/admin` itself: admins land on the first admin page, admins of a product on Products. */
function AdminIndexRedirect() {
  const session = useSession();
  const to = useLocalePath();
  const target = session.isAdmin ? ADMIN_PAGES[0]?.path : paths.admin.products();
  return <Navigate replace to={to(target ?? paths.home())} />;
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
              lazy: async () => ({ Component: (await page.home()).HomeRoute }),
            },
            ...redirectRoutes,
            {
              path: 'products/:productId',
              lazy: async () => ({ Component: (await page.product()).ProductGate }),
              children: [
                {
                  index: true,
                  handle: guardHandle({ kind: 'product', section: 'overview' }),
                  element: <Navigate replace to="overview" />,
                },
                ...productSectionRoutes,
              ],
            },
            ...devSectionRoutes,
            ...helpRoutes,
            ...complianceRoutes,
            ...authRoutes,
            ...adminRoutes,
            ...settingsRoutes,
            ...tenantPageRoutes,
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
          lazy: async () => ({ Component: (await page.product()).ProductGate }),
          children: [
            {
              path: 'embedded/:page',
              handle: guardHandle({ kind: 'embedded' }),
              lazy: async () => ({ Component: (await page.product()).EmbeddedRoute }),
            },
            {
              path: 'factsheet-for-pdf-generation',
              handle: guardHandle({ kind: 'product', section: 'factsheet-for-pdf-generation' }),
              lazy: async () => ({ Component: (await page.product()).FactsheetForPdfRoute }),
            },
          ],
        },
      ],
    },
  ];
}

/** An empty path goes to the tenant's first language (seed 000 §2), which the language gate then stores. */
function LangRoot() {
  return <Navigate replace to={`/${tenant.availableLanguages[0] ?? 'en'}`} />;
}

function LangNotFound() {
  const { i18n } = useTranslation();
  return <Navigate replace to={withLang(paths.errors.notFound(), i18n.language)} />;
}

function createRouter() {
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
    : appRoutes(<Navigate replace to={paths.errors.notFound()} />);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <CenteredLoader minHeight="60vh" />,
      children,
    },
  ]);
}

export function AppRouter() {
  const router = useMemo(() => createRouter(), []);
  return <RouterProvider router={router} />;
}
