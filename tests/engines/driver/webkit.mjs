// WebKit (WebKitGTK's MiniBrowser, Safari's engine) through its WebDriver (Debian's
// /usr/bin/WebKitWebDriver) and webdriverio in W3C classic mode, under an X server (xvfb-run).
// A driver process per launch, so that a session left open by a failed run cannot block the
// next one; each page is a session of its own (its own MiniBrowser, storage and service worker).
//
// What classic WebDriver lacks, done in the page instead:
//   - page errors: listeners installed after each navigation (an error thrown before the page's
//     load event is not seen; a page that fails to start fails its first wait instead);
//   - touch: WebKitGTK's driver turns touch actions into mouse events, so a touch drag is pointer
//     events of type "touch" dispatched to the element under the first point (as a captured
//     pointer's are) — the game's handlers run, the browser's gesture recognition does not.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Key, remote } from 'webdriverio';

const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ENV = {
  WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
  WEBKIT_DISABLE_DMABUF_RENDERER: '1',
  WEBKIT_DISABLE_COMPOSITING_MODE: '1',
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitForDriver(port, driver) {
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/status`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 10 s');
}

/** Records the page's errors in window.__engineErrors (see the file's comment). */
function watchErrors() {
  if (window.__engineErrors) return;
  window.__engineErrors = [];
  addEventListener('error', (e) => window.__engineErrors.push(String(e.error ?? e.message)));
  addEventListener('unhandledrejection', (e) => window.__engineErrors.push(String(e.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => {
    window.__engineErrors.push(args.map(String).join(' '));
    error(...args);
  };
}

/** Dispatches a one-finger drag as pointer events of type touch (see the file's comment). */
async function syntheticTouch(points) {
  const target = document.elementFromPoint(points[0].x, points[0].y);
  if (!target) throw new Error(`nothing at ${points[0].x}, ${points[0].y}`);
  const fire = (type, p) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 7,
        pointerType: 'touch',
        isPrimary: true,
        clientX: p.x,
        clientY: p.y,
        button: type === 'pointermove' ? -1 : 0,
        buttons: type === 'pointerup' ? 0 : 1,
        width: 20,
        height: 20,
        pressure: type === 'pointerup' ? 0 : 0.5,
      }),
    );
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  fire('pointerdown', points[0]);
  for (const p of points.slice(1)) {
    await frame();
    fire('pointermove', p);
  }
  await frame();
  fire('pointerup', points[points.length - 1]);
}

/** A new session (a MiniBrowser window). The driver holds one session at a time: when the last
 * one is still closing (its deleteSession not done, on a busy machine), it waits for it, up to
 * 30 s, and says so. */
async function session(port, args) {
  const started = Date.now();
  for (let waited = false; ; waited = true) {
    try {
      const b = await remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
        },
      });
      if (waited) console.log(`# webkit: a session opened ${Date.now() - started} ms after the first try (the last one was still closing)`);
      return b;
    } catch (e) {
      if (!/Maximum number of active sessions/.test(String(e.message ?? e)) || Date.now() - started > 30_000) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Runs in the page: for about two seconds, a pixel in its bottom-right corner changes its
 * (invisible) colour every frame, so the window presents new frames, then the pixel goes.
 */
function presentFrames() {
  const dot = document.createElement('div');
  dot.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;pointer-events:none;z-index:2147483647';
  document.documentElement.append(dot);
  let frames = 0;
  const step = () => {
    dot.style.background = `rgba(0, 0, 0, ${frames % 2 ? 0.004 : 0.008})`;
    if (++frames < 120) requestAnimationFrame(step);
    else dot.remove();
  };
  requestAnimationFrame(step);
}

/** `siteData: false`: MiniBrowser with WebKit's localStorage off (`window.localStorage` is null;
 * its cookie policy "never" leaves both storages as they are). */
export async function launch({ siteData = true } = {}) {
  const args = siteData ? [] : ['--enable-html5-local-storage=false'];
  const port = await freePort();
  const driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...ENV },
  });
  await waitForDriver(port, driver);
  const sessions = new Set();
  return {
    // The driver has no --version; the library it drives is Debian's package.
    version: `WebKitGTK ${execFileSync('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' })}`,
    async newPage(viewport, init) {
      if (init) throw new Error("WebKit: classic WebDriver runs no script before the page's own");
      const b = await session(port, args);
      sessions.add(b);
      await b.setTimeout({ script: 120_000, pageLoad: 60_000 });
      // The window holds the page and MiniBrowser's toolbar: size it so that the page gets the
      // viewport asked for (MiniBrowser's window is at least 447 pixels wide).
      await b.setWindowSize(viewport.width, viewport.height);
      const inner = await b.execute(() => [innerWidth, innerHeight, outerWidth, outerHeight]);
      await b.setWindowSize(viewport.width + inner[2] - inner[0], viewport.height + inner[3] - inner[1]);
      const size = await b.execute(() => ({ width: innerWidth, height: innerHeight }));
      const after = async () => b.execute(watchErrors);
      const pointer = (type) => b.action('pointer', { parameters: { pointerType: type } });
      const at = (p) => ({ x: Math.round(p.x), y: Math.round(p.y), origin: 'viewport' });
      return {
        viewport: size,
        errors: () => b.execute(() => window.__engineErrors ?? []),
        async goto(url) {
          await b.url(url);
          await after();
        },
        async reload() {
          await b.refresh();
          await after();
        },
        url: () => b.getUrl(),
        evaluate: (fn, arg) => b.execute(fn, arg),
        mouseMove: (x, y) => pointer('mouse').move(at({ x, y })).perform(),
        mouseClick: (x, y) => pointer('mouse').move(at({ x, y })).down().up().perform(),
        async mouseDrag(points) {
          let a = pointer('mouse').move(at(points[0])).down();
          for (const p of points.slice(1)) a = a.move({ ...at(p), duration: 16 });
          await a.up().perform();
        },
        touchDrag: (points) => b.execute(syntheticTouch, points),
        // One action sequence for all the presses: one round trip to the driver, not one a key.
        async press(key, times) {
          const code = key.length === 1 ? key : Key[key];
          if (code === undefined) throw new Error(`webkit: no WebDriver key named ${key}`);
          let keys = b.action('key');
          for (let i = 0; i < times; i++) keys = keys.down(code).up(code);
          await keys.perform();
        },
        // A screenshot is for a person to look at, not a check. WebKit's driver takes it after
        // the window's next presentation update; once in a busy-loop .ci/run (69b0950) that
        // never came and the request hung until webdriverio gave up (120 s), failing a Present
        // scenario whose checks had passed, and in most runs one of the ~25 screenshots waited
        // its full 30 s on a page that had stopped changing. So the page is made to present
        // frames while the driver waits (`presentFrames`); it still waits 30 s at most, and the
        // log says so.
        async screenshot(path) {
          await b.execute(presentFrames);
          const taken = b.saveScreenshot(path).then(() => true, (e) => e);
          let timer;
          const late = new Promise((r) => (timer = setTimeout(r, 30_000, false)));
          const result = await Promise.race([taken, late]);
          clearTimeout(timer);
          if (result === false) console.log(`# webkit: NO SCREENSHOT ${path}: the driver did not answer in 30 s`);
          else if (result !== true) throw result;
        },
        async close() {
          sessions.delete(b);
          await b.deleteSession().catch(() => {});
        },
      };
    },
    async close() {
      for (const b of sessions) await b.deleteSession().catch(() => {});
      driver.kill();
    },
  };
}
