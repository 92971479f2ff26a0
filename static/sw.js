// Rush Hour's service worker: the game works offline after the first visit.
//
// Everything is relative to this file, so the site works under any sub-path. The build's file
// names carry content hashes that change with every release, so nothing is listed here by name:
// - install: fetch the page (./), read the files it links to (the hashed .js, .wasm, .css, the
//   icon) and cache them with the page, the manifest, the daily puzzles and the icons;
// - the page (a navigation): network first, so a new release is picked up when online, falling
//   back to the cached page when offline;
// - the engine worker's files (rush-hour-worker*: the page starts the worker at run time, so
//   their names carry no hash) and the daily puzzles (daily.txt): network first, like the page,
//   and cached at install;
// - everything else of this site: cache first, fetched and cached on a miss (hashed names never
//   change content, so a cached copy is never stale).
// A new version of this file (bump VERSION) starts a new cache and deletes the old ones.
const VERSION = 'v3';
const CACHE = `rush-hour-${VERSION}`;
const WORKER = ['rush-hour-worker_loader.js', 'rush-hour-worker.js', 'rush-hour-worker_bg.wasm'];
// Files under fixed names whose content changes with a release: network first, like the page.
const FRESH = [...WORKER, 'daily.txt'];
const SHELL = ['./', 'manifest.webmanifest', 'icons/icon.svg', 'icons/icon-192.png', 'icons/icon-512.png', ...FRESH];

/** The same-origin files the page links to: href="…", src="…" and the loader's './…' imports. */
function linkedFiles(html, base) {
  const found = new Set();
  for (const m of html.matchAll(/(?:href|src)\s*=\s*["']([^"'#]+)["']|["'](\.\/[^"'\s]+)["']/g)) {
    const url = new URL(m[1] ?? m[2], base);
    if (url.origin === self.location.origin) found.add(url.href);
  }
  return [...found];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const scope = self.registration.scope;
      const page = await fetch(scope, { cache: 'no-cache' });
      if (!page.ok) throw new Error(`the page answered ${page.status}`);
      const files = linkedFiles(await page.clone().text(), scope);
      await cache.put(scope, page);
      // Each file on its own: a missing icon must not stop the rest being cached.
      await Promise.all(
        [...SHELL.slice(1).map((f) => new URL(f, scope).href), ...files].map((url) =>
          cache.add(url).catch(() => undefined),
        ),
      );
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
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request));
  } else if (FRESH.some((name) => url.pathname.endsWith(`/${name}`))) {
    event.respondWith(networkFirst(request, false));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

/** The network's answer (cached), else the cached one; for a page, else the cached start page. */
async function networkFirst(request, page = true) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (offline) {
    return (
      (await cache.match(request, { ignoreSearch: true })) ??
      (page ? await cache.match(self.registration.scope) : undefined) ??
      Response.error()
    );
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}
