/**
 * The response headers Firebase Hosting sends (docs/security.md): one source for firebase.json (the emulator variant,
 * checked by security-headers.test.ts) and for a deploy (the production variant, written by scripts/lib/deploy/deploy-step.ts).
 *
 * The two variants differ only in where the web app may connect and what sign-in needs: against the emulators it
 * talks to Auth, Firestore and Functions on the loopback ports of firebase.json; in production to Google's endpoints,
 * and Google/Microsoft sign-in opens the project's auth handler (`<project>.firebaseapp.com`), whose helper iframe
 * loads Google's `apis.google.com` loader. Hosting applies every matching entry in order and the last value of a
 * header wins (as the emulator's superstatic does), so the embeddable pages' entry comes last.
 */

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * Where the headers are served. `analyticsOrigin` is the tenant's web analytics endpoint origin
 * (`webAnalyticsOrigin` of the domain, docs/web-analytics.md): given only for a tenant with analytics on and
 * configured, and then the one extra host `connect-src` allows. Every other tenant's pages cannot reach it.
 */
export type HeaderTarget = (
  { mode: 'emulator' } | { mode: 'production'; projectId: string; region: string }
) & { analyticsOrigin?: string | null };

/** Every path except `/api/**` (the API sets its own headers: functions/src/services/api/api-headers.ts). */
export const PAGES_GLOB = '{/,/!(api){,/**}}';
/**
 * The files Hosting serves itself (a dot in the last segment: `/startup.js`, `/tenant/logo.svg`, `/index.html`):
 * revalidated on every use. Pages have no dot and come from the `site` function, which says how long caches may keep
 * them (functions/src/services/site/render-page.ts: briefly for visitors, never for a signed-in browser); a rule here
 * would replace its header.
 */
export const STATIC_FILES_GLOB = '{/*.*,/!(api)/**/*.*}';
/** The embeddable pages (docs/embeds.md), with and without the language prefix of `langInUrl` tenants. */
export const EMBED_GLOB = '{/products/*/embedded/*,/*/products/*/embedded/*}';

/** The emulators the web app connects to (web/src/lib/firebase.ts): by 127.0.0.1 or localhost, as the page was opened. */
const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

function sources(target: HeaderTarget) {
  // The analytics events are posted by the app's own code (no script of the tool): connect-src is all they need.
  const analytics = target.analyticsOrigin ? [target.analyticsOrigin] : [];
  if (target.mode === 'emulator') {
    return {
      connect: [
        ...Object.values(EMULATOR_PORTS).flatMap((port) => [
          `http://127.0.0.1:${port}`,
          `http://localhost:${port}`,
        ]),
        ...analytics,
      ],
      script: [],
      frame: [],
    };
  }
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      `https://${target.region}-${target.projectId}.cloudfunctions.net`,
      ...analytics,
    ],
    script: ['https://apis.google.com'],
    frame: [`https://${target.projectId}.firebaseapp.com`],
  };
}

/** The Content-Security-Policy of the web app's pages; `frameAncestors` is the one value the embeds change. */
export function contentSecurityPolicy(target: HeaderTarget, frameAncestors: string): string {
  const { connect, script, frame } = sources(target);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...script],
    // Mantine writes its theme (the tenant's colours) into <style> elements at run time and the start-up screen's
    // <style> carries the tenant's colour: neither is constant, and a static host cannot send a nonce.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    // Uploaded videos are previewed from blob: URLs before they are saved.
    ['media-src', "'self'", 'blob:'],
    // The contact form's ALTCHA widget solves its proof of work in workers it creates from blob: URLs.
    ['worker-src', "'self'", 'blob:'],
    ['connect-src', "'self'", ...connect],
    ['frame-src', "'self'", ...frame],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
    ...(target.mode === 'production' ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const header = (key: string, value: string) => ({ key, value });

/** `hosting.headers` of firebase.json for `target`. */
export function hostingHeaders(target: HeaderTarget): HeaderRule[] {
  return [
    { source: STATIC_FILES_GLOB, headers: [header('Cache-Control', 'no-cache')] },
    { source: '/assets/**', headers: [header('Cache-Control', 'public, max-age=31536000, immutable')] },
    {
      source: '**',
      headers: [
        header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'),
        header('X-Content-Type-Options', 'nosniff'),
        header('Referrer-Policy', 'strict-origin-when-cross-origin'),
      ],
    },
    {
      source: PAGES_GLOB,
      headers: [
        header('Content-Security-Policy', contentSecurityPolicy(target, "'none'")),
        header('Permissions-Policy', PERMISSIONS_POLICY),
        // Google/Microsoft sign-in pop-ups report back to the opener.
        header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups'),
      ],
    },
    {
      source: EMBED_GLOB,
      headers: [header('Content-Security-Policy', contentSecurityPolicy(target, '*'))],
    },
  ];
}

/** firebase.json (its text) with the production headers: what a deploy deploys (scripts/lib/deploy/deploy-step.ts). */
export function productionFirebaseConfig(firebaseJson: string, target: HeaderTarget): unknown {
  const config = JSON.parse(firebaseJson) as { hosting: { headers?: unknown } };
  return { ...config, hosting: { ...config.hosting, headers: hostingHeaders(target) } };
}

/**
 * firebase.json (parsed) for an emulator run of a tenant: as it is, unless the tenant sends web analytics, whose
 * endpoint its CSP must then allow (scripts/firebase.ts writes the tenant's copy of the config with it).
 */
export function emulatorFirebaseConfig<T>(config: T, analyticsOrigin: string | null): T {
  if (!analyticsOrigin) return config;
  const json = config as { hosting?: object };
  if (!json.hosting) return config;
  return {
    ...config,
    hosting: { ...json.hosting, headers: hostingHeaders({ mode: 'emulator', analyticsOrigin }) },
  };
}
