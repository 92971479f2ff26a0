// Asks for the service worker that keeps the game for offline play (static/sw.js, at the site's
// root beside the manifest), once the game has started: inlined in the head of index.html and
// tools.html (Trunk, rel="inline").
//   - The service worker's install downloads both pages' files (the game's and the tools page's,
//     over 2 MB) and writes them to its cache. Asked for at the page's load, that ran beside the
//     app's start and, on two cores, lengthened every start-up task: Lighthouse's mobile total
//     blocking time on the game's page was three times as long (docs/benchmarks.md). So it is
//     asked for when the app's `main` is drawn whole (no longer the first paint's, nor
//     `aria-busy`: src/app/mod.rs) and the page is idle; or 10 s after the load whatever the app
//     did (an app that never starts).
//   - Not where the browser keeps no site data (cookies blocked): it refuses the registration,
//     and Firefox logs that as an error whatever the page does with it.
(() => {
  if (!('serviceWorker' in navigator) || !navigator.cookieEnabled) return;
  let asked = false;
  const register = () => {
    if (asked) return;
    asked = true;
    watch.disconnect();
    const root = document.querySelector('link[rel=manifest]')?.href ?? location.href;
    navigator.serviceWorker.register(new URL('sw.js', root)).catch(() => {});
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : setTimeout(register, 500));
  const started = () => document.querySelector('main.app:not(.first-paint):not([aria-busy])') !== null;
  const watch = new MutationObserver(() => started() && whenIdle());
  addEventListener('load', () => {
    if (started()) return whenIdle();
    watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    setTimeout(register, 10_000);
  });
})();
