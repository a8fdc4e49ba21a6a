import type {
  Language,
  PageRenderer,
  ServerServices,
  ServerPageRequest,
  ServerPageResult,
} from '@portal/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n } from 'i18next';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { paths, withLang } from '../config/paths';
import { AppErrorBoundary } from '../features/errors';
import { i18nOptions, localeBackend, NAMESPACES } from '../lib/i18n';
import {
  installRenderedPageReader,
  installServerFetch,
  installServerRedirect,
  installServerRichTextSanitizer,
  type RenderedPage,
} from '../lib/rendered-page';
import { defaultColorScheme } from '../lib/theme';
import { createQueryClient } from '../lib/use-api-query';

/** Passes of render-then-fetch: the page's components name the API calls they need; a later call may need an earlier's answer. */
const MAX_PASSES = 4;

/** The request a render belongs to: renders of concurrent requests interleave (they wait for lazy modules). */
interface RenderContext {
  page: RenderedPage;
  /** The first redirect the page decided while rendering (components/redirect.tsx). */
  redirect?: string;
}
const renderContext = new AsyncLocalStorage<RenderContext>();

/**
 * The page's HTML once everything it shows has loaded (its lazy modules): written only then, so that every Suspense
 * boundary is in place and React adds no script of its own to move late parts in (the CSP allows no inline script).
 */
function renderComplete(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(tree, {
      // No boundary is moved out of line for an earlier first paint: that takes an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        stream.pipe(sink);
      },
      onShellError: reject,
    });
  });
}

/** One i18next instance per language, every namespace loaded, made on first use. */
const instances = new Map<Language, Promise<I18n>>();

function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({ ...i18nOptions(language), ns: [...NAMESPACES] })
      .then(() => i18n);
    instances.set(language, instance);
  }
  return instance;
}

/** The API calls the last pass asked for and nobody has answered yet. */
function pendingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
}

export function createRenderer({ fetch, sanitizeRichText }: ServerServices): PageRenderer {
  installServerFetch(fetch);
  installServerRichTextSanitizer(sanitizeRichText);
  installRenderedPageReader(() => renderContext.getStore()?.page);
  installServerRedirect((to) => {
    const context = renderContext.getStore();
    if (context) context.redirect ??= to;
  });
  /**
   * The route guard's investor-profile step is rendered in place of the page it guards (a first visit's page is
   * that step, and its largest paint): the page carries the step's path, and the browser shows that address before
   * hydrating, as the app's own redirect would.
   */
  const isInvestorProfileStep = (location: string, request: ServerPageRequest): boolean => {
    const { pathname } = new URL(location, request.url);
    const step = paths.investorProfile();
    return pathname === step || pathname === withLang(step, request.language);
  };
  return {
    async render(request) {
      const result = await renderAt(request);
      if (result.kind !== 'redirect' || !isInvestorProfileStep(result.location, request)) return result;
      const step = new URL(result.location, request.url);
      // The step names no product: the request was refused the page it asked for, so its HTML (and what the page
      // carries for hydration) holds none of that product's data, not even the catalogue's entry in the menu. The
      // browser's menu fills in from its own site state once the app runs.
      const stepResult = await renderAt({
        ...request,
        url: step.href,
        siteState: { ...request.siteState, products: [] },
      });
      if (stepResult.kind !== 'page') return result;
      return { ...stepResult, page: { ...stepResult.page, path: `${step.pathname}${step.search}` } };
    },
  };

  async function renderAt(request: ServerPageRequest): Promise<ServerPageResult> {
    const handler = createStaticHandler(createAppRoutes());
    const routerContext = await handler.query(new Request(request.url));
    if (routerContext instanceof Response) {
      return { kind: 'redirect', location: routerContext.headers.get('Location') ?? '/' };
    }
    const i18n = await i18nFor(request.language);
    const queryClient = createQueryClient();
    // An answer the API refused is final here: a refetch on mount would show it as loading in the next pass.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
    });
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const page: RenderedPage = {
      language: request.language,
      profile: request.profile,
      siteState: request.siteState,
      queries: { mutations: [], queries: [] },
    };
    /**
     * One render of the page, waiting for every lazy module it shows, with this request's context. The
     * page's API calls are not waited for: they are in the query cache, pending, for the next pass.
     */
    const pass = (): Promise<{ html: string; redirect: string | undefined }> => {
      const context: RenderContext = { page };
      return renderContext.run(context, async () => {
        const html = await renderComplete(
          <I18nextProvider i18n={i18n}>
            <AppErrorBoundary>
              <AppProviders queryClient={queryClient}>
                <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
              </AppProviders>
            </AppErrorBoundary>
          </I18nextProvider>,
        );
        return { html, redirect: context.redirect };
      });
    };
    let result = await pass();
    for (let i = 1; i < MAX_PASSES && result.redirect === undefined; i++) {
      const pending = pendingQueries(queryClient);
      if (pending.length === 0) break;
      // An answer the API refuses stays an error in the cache, as the browser would have it.
      await Promise.all(
        pending.map((query) =>
          queryClient
            .query({ queryKey: query.queryKey, queryFn: query.options.queryFn })
            .catch(() => undefined),
        ),
      );
      result = await pass();
    }
    // The page moved on (the route guard's redirect, a 404): the visitor is sent there, as the app would.
    if (result.redirect !== undefined) return { kind: 'redirect', location: result.redirect };
    return {
      kind: 'page',
      html: result.html,
      page: { ...page, queries: dehydrate(queryClient) },
      // `auto` follows the visitor's system, which only the browser knows: light until the app runs.
      colorScheme: defaultColorScheme === 'dark' ? 'dark' : 'light',
    };
  }
}
