/**
 * Files (under `locales/<lang>/`) of the namespaces loaded with the language at start-up: the app frame (header,
 * navigation, footer, error screens) and the public entry pages (home, product overview). Every other namespace is
 * loaded by the route that uses it. Read by lib/i18n.ts and by the build (vite.config.ts), which preloads these
 * files from index.html; no imports, so the build can read it.
 */
export const STARTUP_NAMESPACE_FILES = ['common', 'nav', 'errors', 'home', 'product'] as const;
