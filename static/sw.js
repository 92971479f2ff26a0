// Rush Hour's service worker: the game and its tools page work offline after the first visit.
//
// Everything is relative to this file, so the site works under any sub-path. The build's file
// names carry content hashes that change with every release, so nothing is listed here by name:
// - install: fetch the game's page (./), read the files it links to (the hashed .js, .wasm, .css,
//   the icon) and cache them with the page, the manifest, the daily puzzles and the icons; then
//   the same for the tools page (tools/: the editor, the Classroom, Present, the statistics) and
//   its engine worker, so that its tabs open offline too, even when they were never opened
//   online (a failure there leaves the game's page cached all the same);
// - a page (a navigation): network first, so a new release is picked up when online, falling
//   back to the cached copy of that page when offline; a page with no cached copy gets a short
//   page that says so and links to the game (never another page's HTML: the tools page's files
//   are not the game's);
// - the engine workers' files (rush-hour-worker*: the page starts the worker at run time, so
//   their names carry no hash) and the daily puzzles (daily.txt): network first, like a page,
//   and cached at install;
// - everything else of this site: cache first, fetched and cached on a miss (hashed names never
//   change content, so a cached copy is never stale).
// Every file is cached under its address without the query (`cacheKey`): a page's query hands a
// game over to the tools page and never changes the file, so one entry a file, however many
// games are handed over. And the cache keeps no more than the two pages need: each time a page
// is fetched anew, what neither cached page links to (a past release's hashed files) is deleted
// (`prune`).
// A new version of this file (bump VERSION) starts a new cache and deletes the old ones.
const VERSION = 'v5';
const CACHE = `rush-hour-${VERSION}`;
const WORKER = ['rush-hour-worker_loader.js', 'rush-hour-worker.js', 'rush-hour-worker_bg.wasm'];
// Files under fixed names whose content changes with a release: network first, like the page.
const FRESH = [...WORKER, 'daily.txt'];
const SHELL = ['manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png', ...FRESH];
// The icons a browser fetches for its tab and a home screen, left to the network: no page needs
// them to play, and offline the tab shows the browser's own icon. Firefox fetches them in idle
// time, often while the page is being left for another (the game's and the tools' pages, Back);
// such a fetch, intercepted here and cut short by the navigation, was reported to the page as "A
// ServiceWorker intercepted the request and encountered an unexpected error", for the favicon and
// the touch icon (records.test.mjs in Firefox: in two CI runs of 2026-12-07, and in two of three
// runs here after a fix that left the touch icon alone), where an aborted request of its own says
// nothing.
const NETWORK_ONLY = [/\/favicon[^/]*\.svg$/, /\/icons\/apple-touch-icon\.png$/];
// The tools page, beside the game's, with its own engine worker.
const TOOLS = 'tools/';

/**
 * The same-origin files the page links to: href="…" and src="…", quoted or not (the release's
 * minified HTML drops the quotes), and the loader's './…' imports.
 */
function linkedFiles(html, base) {
  const found = new Set();
  for (const m of html.matchAll(/(?:href|src)\s*=\s*(?:["']([^"'#]+)["']|([^\s"'>#]+))|["'](\.\/[^"'\s]+)["']/g)) {
    const url = new URL(m[1] ?? m[2] ?? m[3], base);
    if (url.origin === self.location.origin) found.add(url.href);
  }
  return [...found];
}

/**
 * Caches the page at `page` (a URL ending in /), the files it links to and `more` (names beside
 * the page). The page goes in last, once its files are in: a page cached without them would be
 * a blank page offline. Each file on its own: a missing icon must not stop the rest.
 */
async function cachePage(cache, page, more) {
  const response = await fetch(page, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  const files = linkedFiles(await response.clone().text(), page).map(cacheKey);
  await Promise.all(
    [...more.map((f) => new URL(f, page).href), ...files].map((url) => cache.add(url).catch(() => undefined)),
  );
  await cache.put(page, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const scope = self.registration.scope;
      await cachePage(cache, scope, SHELL);
      await cachePage(cache, new URL(TOOLS, scope).href, WORKER).catch(() => undefined);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('rush-hour-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Only the site's own files: a request outside its folder (a browser's own /favicon.ico) goes
  // to the network as if there were no service worker. Answered here, a failed fetch of it was
  // reported to the page as the service worker's error (Firefox, once in a busy e2e run).
  if (!request.url.startsWith(self.registration.scope)) return;
  // Left to the network too: the files no page needs offline (`NETWORK_ONLY`).
  if (NETWORK_ONLY.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, true, (done) => event.waitUntil(done)));
  } else if (FRESH.some((name) => url.pathname.endsWith(`/${name}`))) {
    event.respondWith(networkFirst(request, false));
  } else {
    event.respondWith(cacheFirst(request, (done) => event.waitUntil(done)));
  }
});

/** The network's answer (cached), else the cached one; for a page, else a page saying so. A
 * page fetched anew prunes the cache after it is answered (`later`: the event's waitUntil). */
async function networkFirst(request, page = false, later = () => undefined) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(cacheKey(request.url), response.clone());
      if (page) later(prune(cache));
    }
    return response;
  } catch (offline) {
    const cached = await cache.match(cacheKey(request.url));
    if (cached) return cached;
    return page ? notCachedPage(request.url) : Response.error();
  }
}

/** Where a file is cached: its address without the query and fragment, a folder's index.html
 * under the folder's own address. */
function cacheKey(address) {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/index.html')) url.pathname = url.pathname.slice(0, -'index.html'.length);
  return url.href;
}

/** Deletes from the cache what neither page needs: the two pages, the files each cached page
 * links to, and the files named here (the shell, the tools page's worker) stay. */
async function prune(cache) {
  const scope = self.registration.scope;
  const tools = new URL(TOOLS, scope).href;
  const keep = new Set([...SHELL.map((f) => new URL(f, scope).href), ...WORKER.map((f) => new URL(f, tools).href)]);
  for (const page of [scope, tools]) {
    const cached = await cache.match(page);
    if (!cached) continue;
    keep.add(page);
    for (const file of linkedFiles(await cached.text(), page)) keep.add(cacheKey(file));
  }
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

/** The page shown offline for a page this device has not saved yet. */
function notCachedPage(address) {
  const game = self.registration.scope;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Rush Hour: not available offline yet</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1rem;border:1px solid currentColor;border-radius:0.5rem}</style></head>
<body data-offline="not-cached"><h1>Not available offline yet</h1>
<p>You are offline, and this page of Rush Hour is not saved on this device yet: it is saved the first time it is opened with a connection.</p>
<p>Page: <code>${escapeHtml(new URL(address).pathname)}</code></p>
<p><a href="${escapeHtml(game)}">Play the game</a> (it works offline)</p>
</body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The cached copy, else the network's (cached for next time). The file is fetched by its
 * address, not with the page's own request: a page that leaves while an icon is on its way (a
 * navigation, Back) aborts its request, and a fetch tied to it failed inside this worker, which
 * Firefox reported to the page as "A ServiceWorker intercepted the request and encountered an
 * unexpected error" (records.test.mjs, once in three runs). And a copy that cannot be cached
 * (storage full) still answers the page. */
async function cacheFirst(request, later) {
  const cache = await caches.open(CACHE);
  const key = cacheKey(request.url);
  const cached = await cache.match(key, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request.url, { credentials: 'same-origin' });
  if (response.ok && response.type === 'basic') later(cache.put(key, response.clone()).catch(() => undefined));
  return response;
}
