/*
 * What index.html does before the app's scripts load. A file, not inline scripts: the Content-Security-Policy
 * (docs/security.md) allows scripts from the portal's own origin only, and this file is the same for every tenant
 * and build (what differs is read from the `startup-preloads` JSON block and this element's data attributes).
 * Loaded in <head> before the stylesheet, because a script after a pending stylesheet waits for it.
 */
(function () {
  var self = document.currentScript;

  // The site state (public catalogue, investor-profile switches) is requested first, before the scripts and styles
  // are even discovered: the app picks up this promise (web/src/lib/site-state.ts). Its URL is the API contract's
  // (SITE_CALLS.siteState), written into this element by the build (vite.config.ts); without it (a page whose
  // placeholder was not replaced) the app requests the state itself.
  var siteStateUrl = self && self.getAttribute('data-site-state');
  if (siteStateUrl && siteStateUrl.charAt(0) === '/') {
    window.__siteState = fetch(siteStateUrl, { headers: { Accept: 'application/json' } })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .catch(function () {
        return null;
      });
  }

  // Preloads the start-up translations of the visitor's language in parallel with the entry script (file names
  // written by the build: startupPreloadsPlugin in vite.config.ts, stamped per tenant by scripts/lib/web-tenant.ts).
  // Low priority: they are needed only once the entry script has run, so the entry script and the stylesheet go
  // first. On the home page also the hero's background image, which is the largest thing it paints.
  (function () {
    var block = document.getElementById('startup-preloads');
    var preloads = null;
    try {
      preloads = JSON.parse(block ? block.textContent : 'null');
    } catch {
      // The development server leaves the placeholder: nothing to preload.
      return;
    }
    if (preloads === null || typeof preloads !== 'object') return;
    var langs = preloads.langs;
    // The language the app starts in (resolveLanguage in web/src/lib/language.ts): an embedded page's ?lang=,
    // stored (or the locale cookie), browser, first.
    var lang = null;
    if (/^(\/[a-z]{2})?\/products\/[^/]+\/embedded\/[^/]+\/?$/.test(location.pathname)) {
      var forced = String(new URLSearchParams(location.search).get('lang') || '')
        .trim()
        .toLowerCase();
      if (langs.indexOf(forced) >= 0) lang = forced;
    }
    try {
      var stored = localStorage.getItem('locale');
      if (stored === null) {
        var cookie = /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie);
        stored = cookie ? decodeURIComponent(cookie[1]) : null;
      }
      if (!lang && langs.indexOf(stored) >= 0) lang = stored;
    } catch {
      // Storage blocked (a partner's iframe with third-party storage off): the browser's language decides.
    }
    var wanted =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; !lang && i < wanted.length; i++) {
      var primary = String(wanted[i]).split('-')[0].toLowerCase();
      if (langs.indexOf(primary) >= 0) lang = primary;
    }
    function preload(rel, href, as) {
      var link = document.createElement('link');
      link.rel = rel;
      link.fetchPriority = 'low';
      link.href = '/' + href;
      if (as) link.as = as;
      document.head.appendChild(link);
    }
    var files = preloads.locales[lang || langs[0]] || [];
    for (var file of files) preload('modulepreload', file);
    // The home page: `/`, or `/<lang>` with the language in the URL.
    var path = location.pathname.replace(/\/+$/, '');
    var home = path === '' || langs.indexOf(path.slice(1)) >= 0;
    if (home && preloads.homeImage) preload('preload', preloads.homeImage, 'image');
  })();

  // A page the server rendered (docs/server-pages.md) comes with its body; the server then names the entry script
  // here instead of in <head> (render-page.ts). The server rendered it for the investor profile the `__session` cookie
  // states: if this browser stores another (a profile chosen before the cookie existed), the page is hidden until the
  // app has rendered the right one (main.tsx), and the entry script is needed at once. Otherwise the page is already
  // readable: the entry script is fetched after its first paint, so that it never competes with the content.
  var entry = self && self.getAttribute('data-entry');
  if (entry && entry.charAt(0) === '/') {
    // A page the server rendered is never the PDF renderer's, the one page a sign-in token is for: a token in its URL
    // leaves it at once, before the page's images and scripts are requested (web/src/lib/custom-token.ts strips it
    // too, once the app runs, on pages without a server body).
    var tokenParam = self.getAttribute('data-token-param');
    if (tokenParam && /^[a-z]+$/i.test(tokenParam)) {
      var address = new URL(location.href);
      if (address.searchParams.has(tokenParam)) {
        address.searchParams.delete(tokenParam);
        history.replaceState(history.state, '', address.pathname + address.search + address.hash);
      }
    }
    var stale = false;
    try {
      var storedType = localStorage.getItem('investorProfile');
      var storedCountry = localStorage.getItem('country');
      var visitor = /(?:^|;\s*)__session=([^;]*)/.exec(document.cookie);
      var hints = new URLSearchParams(visitor ? decodeURIComponent(visitor[1]) : '');
      stale = (storedType || null) !== hints.get('p') || (storedCountry || null) !== hints.get('c');
    } catch {
      // Storage blocked: the app keeps its profile in memory only, and so did the server (none).
    }
    var loadEntry = function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = 'anonymous';
      script.src = entry;
      document.head.appendChild(script);
    };
    // A visitor who follows a link of the page before the app has taken it over simply goes there: the app does not
    // start under the leaving page (its router's first history entry would cancel the navigation). main.tsx reads it.
    document.addEventListener(
      'click',
      function (event) {
        var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
        if (!link || window.__portalStarted || event.defaultPrevented) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
        // Only a link that leaves this document (not `#main-content`, the skip link).
        if (link.href.split('#')[0] === location.href.split('#')[0]) return;
        window.__portalLeaving = true;
      },
      true,
    );
    // A control pressed before the app has taken the page over (a button, a tab, a radio, a select's box) would do
    // nothing, or what the browser alone does (tick a box React then unticks, submit a form as a navigation): its
    // default is held and the control noted, by its place under #root, for main.tsx to press again once React has the
    // page (web/src/lib/early-input.ts). Links are the handler's above; typing is the search boxes' own.
    var held = [];
    window.__portalInput = held;
    document.addEventListener(
      'click',
      function (event) {
        if (window.__portalTakesInput || event.defaultPrevented || !(event.target instanceof Element)) return;
        if (event.target.closest('a[href]')) return;
        var control = event.target.closest(
          'button, label, input[type="radio"], input[type="checkbox"], input[aria-haspopup], [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"], [role="radio"], [role="checkbox"]',
        );
        var root = document.getElementById('root');
        if (!control || !root || !root.contains(control) || control === root) return;
        event.preventDefault();
        var path = [];
        for (var node = control; node !== root; node = node.parentElement) {
          path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
        }
        held.push({ path: path, tag: control.tagName });
      },
      true,
    );
    if (stale) {
      document.documentElement.setAttribute('data-stale-page', '');
      loadEntry();
    } else {
      document.addEventListener('DOMContentLoaded', function () {
        requestAnimationFrame(function () {
          setTimeout(loadEntry, 0);
        });
      });
    }
  }

  // If the app has not mounted (and removed #startup) after the fallback delay, offer a reload instead of an endless
  // spinner; the label follows the browser language among the platform's languages.
  var fallbackMs = Number(self && self.getAttribute('data-fallback-ms'));
  setTimeout(
    function () {
      var box = document.getElementById('startup');
      if (!box) return;
      var labels = { en: 'Refresh', de: 'Neu laden', fr: 'Actualiser', pt: 'Atualizar' };
      var langs =
        navigator.languages && navigator.languages.length
          ? navigator.languages
          : [navigator.language || 'en'];
      var label = labels.en;
      for (var wantedLang of langs) {
        var primary = String(wantedLang).split('-')[0].toLowerCase();
        if (labels[primary]) {
          label = labels[primary];
          break;
        }
      }
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', function () {
        window.location.reload();
      });
      box.replaceChildren(button);
    },
    fallbackMs > 0 ? fallbackMs : 60000,
  );
})();
