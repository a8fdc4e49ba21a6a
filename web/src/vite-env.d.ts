/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts from `TENANT`. */
  readonly VITE_TENANT_ID: string;
  /** `demo-portal-<tenant>` unless the tenant names its Firebase project. */
  readonly VITE_FIREBASE_PROJECT_ID: string;
  /** 'true' | 'false' (`VITE_USE_EMULATORS`, default true for local builds). */
  readonly VITE_USE_EMULATORS: string;
  /** Set by vite.config.ts: `BUILD_ID`, or the commit and build time; `dev` in the dev server. */
  readonly VITE_BUILD_ID: string;
  /** Web API key of a real Firebase project; demo projects use 'demo-api-key'. */
  readonly VITE_FIREBASE_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
