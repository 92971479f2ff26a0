// The banner of a game that stopped or could not start, with a Reload button: inlined in the
// head of index.html and tools.html (Trunk, rel="inline"), so it listens
// before anything of the app runs, and styled by static/style.css (.crash-banner).
//   - A trap of the page's WebAssembly (a Rust panic, or the browser's own fault: WebKit's
//     JavaScriptCore now and then traps in sound code on Linux) stops the app where it stands.
//     The game is saved after every move, so a reload goes on from it: say so, once.
//   - The app that could not start (its wasm or glue not loaded, refused or failed in `main`):
//     the page's start script (Trunk.toml's pattern_script) sends `app-start-failed` with the error; the
//     first paint stays under the banner. A browser with no WebAssembly at all (an iPhone's
//     Lockdown Mode, a security setting) is told that the game needs it.
// Nothing else shows this (another script's error, a failed fetch of the app's own are the
// app's to say).
(() => {
  const show = (message) => {
    if (document.querySelector('.crash-banner')) return;
    const banner = document.createElement('div');
    banner.className = 'crash-banner';
    banner.setAttribute('role', 'alert');
    banner.dataset.testid = 'crash-banner';
    const text = document.createElement('p');
    text.textContent = message;
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = 'Reload';
    reload.addEventListener('click', () => location.reload());
    banner.append(text, reload);
    document.body.prepend(banner);
    reload.focus();
  };
  const why = (error) => String(error?.message ?? error).slice(0, 80);
  const stopped = (error) => {
    if (typeof WebAssembly === 'object' && error instanceof WebAssembly.RuntimeError) {
      show(`The game stopped on an error (${why(error)}). Your game is saved: reload the page to go on.`);
    }
  };
  addEventListener('error', (e) => stopped(e.error));
  addEventListener('unhandledrejection', (e) => stopped(e.reason));
  addEventListener('app-start-failed', (e) =>
    show(
      typeof WebAssembly === 'object'
        ? `The game could not start (${why(e.detail)}). Reload the page to try again.`
        : "This browser runs no WebAssembly, which the game needs: it may be turned off by a security setting (on an iPhone, Lockdown Mode).",
    ),
  );
})();
