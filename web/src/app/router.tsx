import type { AnalysisModeId } from '@portal/domain';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { PRODUCT_SECTIONS, paths, routePattern, withLang } from '../config/paths';
import { useLocalePath } from '../lib/locale-path';
import { useSession } from '../lib/session';
import { tenant } from '../lib/tenant';
import { ADMIN_PAGES } from './admin-pages';
import { GuestOnly, isAdminSession, isAnyAdminSession, isSignedInSession, RequireRoles } from './guards';
import { LangGate } from './lang-gate';
import { RootLayout } from './layouts/root-layout';
import { ShellLayout } from './layouts/shell-layout';
import { redirectPattern, TenantRedirect } from './tenant-redirect';

/*
 * Route table (seed 000 §2). Every page module is loaded lazily, so a visitor of the home page never downloads the
 * admin, auth or legal pages. Routes that depend on a product's configuration (analysis tabs, use case, factsheet)
 * are declared once and check the product at runtime: the catalogue lives in Firestore, not in the bundle.
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

/** The analysis tabs and the mode each shows (seed 001 §2). */
const ANALYSIS_SECTIONS: Partial<Record<(typeof PRODUCT_SECTIONS)[number], AnalysisModeId>> = {
  'live-analysis': 'live',
  'historical-analysis': 'historical',
  'internal-analysis': 'internal',
};

const productSectionRoutes: RouteObject[] = PRODUCT_SECTIONS.map((section) => {
  const mode = ANALYSIS_SECTIONS[section];
  if (mode) {
    return {
      path: section,
      lazy: async () => {
        const { AnalysisRoute } = await page.analysis();
        return { element: <AnalysisRoute mode={mode} /> };
      },
    };
  }
  return section === 'overview'
    ? { path: section, lazy: async () => ({ Component: (await page.product()).ProductOverviewRoute }) }
    : {
        path: section,
        lazy: async () => {
          const { ProductSectionRoute } = await page.product();
          return { element: <ProductSectionRoute section={section} /> };
        },
      };
});

const helpRoutes: RouteObject[] = [
  ...(tenant.help.faq
    ? [
        {
          path: routePattern(paths.help.faq()),
          lazy: async () => ({ Component: (await page.help()).FaqRoute }),
        },
      ]
    : []),
  ...(tenant.help.knowledgeBase
    ? [
        {
          path: routePattern(paths.help.knowledgeBase()),
          lazy: async () => ({ Component: (await page.knowledgeBase()).KnowledgeBaseRoute }),
        },
        {
          path: routePattern(paths.help.knowledgeBaseTerm(':term')),
          lazy: async () => ({ Component: (await page.knowledgeBase()).KnowledgeBaseTermRoute }),
        },
      ]
    : []),
  ...(tenant.help.contact
    ? [
        {
          path: routePattern(paths.help.contact()),
          lazy: async () => ({ Component: (await page.help()).ContactRoute }),
        },
      ]
    : []),
];

const adminRoute = (id: (typeof ADMIN_PAGES)[number]['id'], path: string): RouteObject => ({
  path: routePattern(path),
  lazy: async () => {
    const { AdminPageRoute } = await page.admin();
    return { element: <AdminPageRoute page={id} /> };
  },
});

const adminRoutes: RouteObject[] = ADMIN_PAGES.length
  ? [
      {
        element: <RequireRoles allow={isAnyAdminSession} />,
        children: [
          ...ADMIN_PAGES.filter((p) => p.forProductAdmins).map((p) => adminRoute(p.id, p.path)),
          {
            path: routePattern(paths.admin.root()),
            element: <AdminIndexRedirect />,
          },
        ],
      },
      {
        element: <RequireRoles allow={isAdminSession} />,
        children: ADMIN_PAGES.filter((p) => !p.forProductAdmins).map((p) => adminRoute(p.id, p.path)),
      },
    ]
  : [];

/** `/admin` itself: admins land on the first admin page, admins of a product on Products. */
function AdminIndexRedirect() {
  const session = useSession();
  const to = useLocalePath();
  const target = session.isAdmin ? ADMIN_PAGES[0]?.path : paths.admin.products();
  return <Navigate replace to={to(target ?? paths.home())} />;
}

const tenantPageRoutes: RouteObject[] = tenant.extraSections.flatMap((section) =>
  section.pages.map((extra) => ({
    path: routePattern(extra.path),
    lazy: async () => {
      const { TenantPageRoute } = await page.tenantPage();
      return { element: <TenantPageRoute page={extra} /> };
    },
  })),
);

const redirectRoutes: RouteObject[] = tenant.redirects.map((r) => ({
  path: redirectPattern(r.from),
  element: <TenantRedirect to={r.to} />,
}));

/** The routes of one language (or of the whole site without `langInUrl`). */
function appRoutes(notFound: ReactElement): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        { index: true, lazy: async () => ({ Component: (await page.home()).HomeRoute }) },
        ...redirectRoutes,
        {
          path: 'products/:productId',
          lazy: async () => ({ Component: (await page.product()).ProductGate }),
          children: [{ index: true, element: <Navigate replace to="overview" /> }, ...productSectionRoutes],
        },
        ...helpRoutes,
        {
          path: routePattern(paths.compliance.termsOfUse()),
          lazy: async () => ({ Component: (await page.compliance()).TermsOfUseRoute }),
        },
        {
          path: routePattern(paths.compliance.privacyPolicy()),
          lazy: async () => ({ Component: (await page.compliance()).PrivacyPolicyRoute }),
        },
        {
          path: routePattern(paths.compliance.ombudsman()),
          lazy: async () => ({ Component: (await page.compliance()).OmbudsmanRoute }),
        },
        {
          path: routePattern(paths.investorProfile()),
          lazy: async () => ({ Component: (await page.compliance()).InvestorProfileRoute }),
        },
        {
          element: <GuestOnly />,
          children: [
            {
              path: routePattern(paths.auth.login()),
              lazy: async () => ({ Component: (await page.auth()).LoginRoute }),
            },
            {
              path: routePattern(paths.auth.register()),
              lazy: async () => ({ Component: (await page.auth()).RegisterRoute }),
            },
            {
              path: routePattern(paths.auth.resetPassword()),
              lazy: async () => ({ Component: (await page.auth()).ResetPasswordRoute }),
            },
          ],
        },
        ...adminRoutes,
        {
          element: <RequireRoles allow={isSignedInSession} />,
          children: [
            {
              path: routePattern(paths.settings.overview()),
              lazy: async () => ({ Component: (await page.settings()).SettingsOverviewRoute }),
            },
          ],
        },
        ...tenantPageRoutes,
        {
          path: routePattern(paths.errors.notFound()),
          lazy: async () => ({ Component: (await page.errors()).NotFoundRoute }),
        },
        {
          path: routePattern(paths.errors.forbidden()),
          lazy: async () => ({ Component: (await page.errors()).ForbiddenRoute }),
        },
        { path: '*', element: notFound },
      ],
    },
    {
      // Embeddable pages and the PDF source page live outside the app shell.
      path: 'products/:productId',
      lazy: async () => ({ Component: (await page.product()).ProductGate }),
      children: [
        { path: 'embedded/:page', lazy: async () => ({ Component: (await page.product()).EmbeddedRoute }) },
        {
          path: 'factsheet-for-pdf-generation',
          lazy: async () => ({ Component: (await page.product()).FactsheetForPdfRoute }),
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
