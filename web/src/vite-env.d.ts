/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' | 'false' (`VITE_USE_EMULATORS`, default true for local builds). */
  readonly VITE_USE_EMULATORS: string;
  /** Set by vite.config.ts: `BUILD_ID`, or the commit and build time; `dev` in the dev server. */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
