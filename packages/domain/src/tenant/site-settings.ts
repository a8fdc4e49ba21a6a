import { z } from 'zod';
import { BRAND_COLORS, LIMITS, LOGIN_METHODS } from '../constants.js';
import { hexColorSchema, idSchema, languageSchema, localizedTextSchema, roleNameSchema } from './common.js';
import { webAnalyticsSettingsSchema } from '../privacy/web-analytics.js';

/**
 * Tenant site settings (seed 001 §3 "Tenant site settings"): everything that brands and shapes one tenant's site.
 * Lives in `tenants/<id>/tenant.json`, validated at build time and bundled into that tenant's web build.
 * It holds no product data: the catalogue lives in Firestore (seeded from `products.json`) so hidden products never
 * reach a visitor's browser.
 */
export const siteSettingsSchema = /* @__PURE__ */ z
  .object({
    /** Tenant id; also the folder name under `tenants/`. */
    id: idSchema,
    orgName: z.string().min(1),
    /** Path of the logo under the tenant's `assets/` folder (served at `/tenant/<file>`). */
    logo: z.string().min(1),
    /** Optional favicon under `assets/`. */
    favicon: z.string().optional(),
    allowedLoginMethods: z.array(z.enum(LOGIN_METHODS)).min(1).default(['emailPassword', 'google']),
    /** Home/overview background image and how much it is darkened (or lightened) so text stays legible. */
    backgroundImage: z
      .object({
        src: z.string().min(1),
        darkening: z.object({
          mode: z.enum(['dark', 'light']),
          ratio: z.number().min(0).max(1),
        }),
      })
      .optional(),
    theme: z
      .object({
        primaryColor: hexColorSchema.default(BRAND_COLORS.primary),
        defaultColorScheme: z.enum(['light', 'dark']).default('light'),
      })
      .default({ primaryColor: BRAND_COLORS.primary, defaultColorScheme: 'light' }),
    /** Chart palette used for products without their own `colorScheme`. */
    colorScheme: z.array(hexColorSchema).default([]),
    /** Order of products on the home page; products not listed follow in catalogue order. */
    products: z.array(idSchema).default([]),
    hasHoldingData: z.boolean().default(false),
    hasUpdatablePriceData: z.boolean().default(false),
    /**
     * Every role name this tenant knows (seed 001 §3); validated to hold `allowedRoles`, not read at run time: what an
     * admin may grant is `allowedRoles` plus the custom roles (see ./README.md).
     */
    possibleRoles: z.array(roleNameSchema).default(['admin', 'superAdmin']),
    /** Roles that may be granted on this tenant (seed 001 §6 "Tenant roles"). */
    allowedRoles: z.array(roleNameSchema).default(['admin', 'superAdmin']),
    /** Whether the admin console is enabled for this tenant. */
    admin: z.boolean().default(true),
    availableLanguages: z.array(languageSchema).min(1),
    followFeatureActivated: z.boolean().default(false),
    hideLoginRegisterButtons: z.boolean().default(false),
    hideLogoHomePage: z.boolean().default(false),
    hideCopyrightFooter: z.boolean().default(false),
    disableIndexing: z.boolean().default(false),
    /**
     * Turns web analytics off (seed 001 §3). The historic name stays; the tool is the one `webAnalytics` names
     * (docs/web-analytics.md). Off unless a tenant sets it to `false` and configures `webAnalytics`.
     */
    disableGoogleAnalytics: z.boolean().default(true),
    /**
     * Where page views and API failures go once a visitor consented (a Plausible-compatible events endpoint and the
     * site's id there); without it nothing is sent. Read with `disableGoogleAnalytics` by `webAnalyticsDecision`.
     */
    webAnalytics: webAnalyticsSettingsSchema.optional(),
    enable2FactorAuthentication: z.boolean().default(false),
    customPrivacyPolicyPath: z.string().optional(),
    /** Extra button in the navigation bar, to an external URL or an internal path. */
    redirectButtonNavBar: z
      .object({
        label: localizedTextSchema,
        href: z.string().min(1),
        external: z.boolean(),
      })
      .optional(),
    withProductsFilteringAbility: z.boolean().default(false),
    numberOfProductsToShow: z.number().int().positive().default(LIMITS.numberOfProductsToShow),
    /** Home page variant: the product table (true) or the default card grid (false). */
    homePageTable: z.boolean().default(true),
    help: z
      .object({
        knowledgeBase: z.boolean().default(true),
        faq: z.boolean().default(false),
        contact: z.boolean().default(true),
      })
      .default({ knowledgeBase: true, faq: false, contact: true }),
    /** Put the language in the URL (`/:lang/...`). */
    langInUrl: z.boolean().default(false),
    /**
     * The site's public address (its own domain, `https://funds.example.com`), named by robots.txt for the sitemap;
     * absent: the project's Firebase Hosting domain (`siteOrigin`).
     */
    siteUrl: z
      .url()
      .regex(/^https:\/\/[^/]+$/, 'an https origin without a path')
      .optional(),
    /** Old-to-new URL redirects; `{section}` in `from` is carried over to `to`. */
    redirects: z
      .array(z.object({ from: z.string().startsWith('/'), to: z.string().startsWith('/') }))
      .default([]),
    /** Tenant-specific extra navigation sections with their own pages (e.g. Demo AM's "Use cases"). */
    extraSections: z
      .array(
        z.object({
          id: idSchema,
          title: localizedTextSchema,
          pages: z
            .array(
              z.object({
                path: z.string().regex(/^\/[a-z0-9/-]+$/),
                title: localizedTextSchema,
                /** Registered page component that renders it (see web `tenant-pages`). */
                component: z.string().min(1),
                /** Product whose analytics the page shows, if any. */
                productId: idSchema.optional(),
              }),
            )
            .min(1),
        }),
      )
      .default([]),
    /** Development section `/products-dev/...`, shown only to users passing the dev authorisation. */
    devSection: z
      .object({ enabled: z.boolean(), products: z.array(idSchema) })
      .default({ enabled: false, products: [] }),
    /**
     * Firebase deployment target of this tenant (each tenant is its own project): the one home of its project id and
     * of the region every function, task queue and Hosting rewrite uses. Read by one module per runtime: the
     * functions' stamped runtime (functions/src/tenant/deploy-facts.ts), the web's stamped config
     * (web/src/config/env.ts), the tenant loader for scripts and tests (scripts/lib/tenants.ts `tenantFirebase`).
     */
    firebase: z.object({
      projectId: z.string().min(1),
      /** A Google Cloud region, e.g. a European one for Swiss data (`<area>-<zone><n>`). */
      region: z.string().regex(/^[a-z]+-[a-z]+\d+$/),
    }),
    legal: z
      .object({
        termsDate: z.string().default('2022-02-03'),
        privacyPolicyDate: z.string().default('2023-08-31'),
        jurisdiction: z.string().default('Lausanne'),
        law: z.string().default('Swiss'),
      })
      .default({
        termsDate: '2022-02-03',
        privacyPolicyDate: '2023-08-31',
        jurisdiction: 'Lausanne',
        law: 'Swiss',
      }),
    contactEmail: z.email().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (new Set(s.availableLanguages).size !== s.availableLanguages.length) {
      ctx.addIssue({ code: 'custom', path: ['availableLanguages'], message: 'a language is listed twice' });
    }
    for (const role of s.allowedRoles) {
      if (!s.possibleRoles.includes(role)) {
        ctx.addIssue({
          code: 'custom',
          path: ['allowedRoles'],
          message: `role "${role}" is not in possibleRoles`,
        });
      }
    }
  });

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The site's public origin: its `siteUrl`, else the project's Firebase Hosting domain. */
export const siteOrigin = (settings: Pick<SiteSettings, 'siteUrl' | 'firebase'>): string =>
  settings.siteUrl ?? `https://${settings.firebase.projectId}.web.app`;
