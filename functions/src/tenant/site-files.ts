import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  helpContentSchema,
  languageSchema,
  pageTextsSchema,
  type HelpContent,
  type PageTexts,
} from '@portal/domain';
import { TENANT_RUNTIME_DIR } from './tenant-runtime.js';

/*
 * What the `site` function needs of the web build it serves pages for (services/site): the stamped index.html (its
 * scripts and styles are that build's), the head texts of every language (scripts/lib/site-texts.ts) and the help
 * content. The web build's stamp writes them beside the functions bundle (scripts/lib/web-tenant.ts), in the same
 * dot folder as the tenant's runtime file, so a deploy uploads them and the emulator does not restart for them; the
 * test sweep re-stamps them with each tenant. Read again when the template changes.
 */

const SITE_DIR = join(TENANT_RUNTIME_DIR, 'site');
const TEMPLATE = 'index.html';
const DATA = 'site.json';
/** The web app's server build (web/src/server/entry.tsx): its folder beside the template. */
const SERVER_BUILD = 'server';

const siteDataSchema = z.object({
  texts: z.partialRecord(languageSchema, pageTextsSchema),
  help: helpContentSchema,
});

export interface SiteFiles {
  /** The tenant's stamped index.html. */
  template: string;
  texts: Partial<Record<z.infer<typeof languageSchema>, PageTexts>>;
  help: HelpContent;
  /** The folder of the web app's server build, when one was written. */
  serverDir?: string;
}

function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/**
 * Writes the site files into a functions build (`functions/dist`); the data and the server build first, the template
 * names the build. `serverBuild` is the web app's `dist-server` folder, copied as it is.
 */
export function writeSiteFiles(
  functionsDist: string,
  files: Omit<SiteFiles, 'serverDir'>,
  serverBuild?: string,
): void {
  const dir = join(functionsDist, SITE_DIR);
  mkdirSync(dir, { recursive: true });
  if (serverBuild !== undefined) {
    rmSync(join(dir, SERVER_BUILD), { recursive: true, force: true });
    cpSync(serverBuild, join(dir, SERVER_BUILD), { recursive: true });
  }
  writeAtomically(
    join(dir, DATA),
    JSON.stringify(siteDataSchema.parse({ texts: files.texts, help: files.help })),
  );
  writeAtomically(join(dir, TEMPLATE), files.template);
}

const here = () => dirname(fileURLToPath(import.meta.url));
let cached: { mtimeMs: number; files: SiteFiles } | undefined;

/** The site files of this deploy, or null where none were written (unit tests, a build without the web app). */
export function readSiteFiles(dist: string = here()): SiteFiles | null {
  const dir = join(dist, SITE_DIR);
  const template = join(dir, TEMPLATE);
  if (!existsSync(template)) return null;
  const mtimeMs = statSync(template).mtimeMs;
  if (cached?.mtimeMs !== mtimeMs) {
    const data = siteDataSchema.parse(JSON.parse(readFileSync(join(dir, DATA), 'utf8')));
    const serverDir = join(dir, SERVER_BUILD);
    cached = {
      mtimeMs,
      files: {
        template: readFileSync(template, 'utf8'),
        ...data,
        ...(existsSync(join(serverDir, 'entry.mjs')) ? { serverDir } : {}),
      },
    };
  }
  return cached.files;
}
