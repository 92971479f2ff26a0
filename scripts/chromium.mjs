// Debian's headless Chromium (/usr/bin/chromium, or $CHROMIUM) launched through playwright-core,
// as every test and benchmark that uses playwright-core launches it: tests/e2e/harness.mjs, the
// scenario driver's Chromium backend (tests/engines/driver/chromium.mjs) and
// scripts/{browser,generator,graph}-bench.mjs. (The wasm tests' chromedriver and Lighthouse launch
// their own: docs/testing.md.)
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

// playwright-core's own --disable-features list (1.65's `chromiumSwitches`). Chromium reads only
// the last --disable-features switch on its command line, so the one below repeats these; a
// launch fails when playwright-core's list has one this one lacks (an upgrade that added one).
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Chromium 156 builds a WebUI page for the address bar's popup in every new window, in a renderer
// of its own, although a headless window never shows it: each new context paid for it. Without
// it, a new context and the game's page cost 1.92–2.10 s of CPU here against 2.59–2.89 s, and a
// new context on about:blank 0.49 s against 0.84 s (docs/benchmarks.md). All three must be off.
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLED = [...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP];

/** Launches headless Chromium (playwright-core's `Browser`). */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    // This machine has no network beyond loopback: keep Chromium from calling out.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      `--disable-features=${DISABLED.join(',')}`,
    ],
  });
  const command = launchedCommand();
  const theirs = command.match(/--disable-features=(\S+)/)?.[1].split(',') ?? [];
  const lacking = theirs.filter((feature) => !DISABLED.includes(feature));
  if (!command || lacking.length > 0) {
    await browser.close();
    throw new Error(
      command
        ? `playwright-core now disables ${lacking.join(', ')} too: add it to PLAYWRIGHT_DISABLED in scripts/chromium.mjs (Chromium reads only the last --disable-features)`
        : 'no Chromium started by this process in /proc: scripts/chromium.mjs cannot check its --disable-features',
    );
  }
  return browser;
}

// The command line of the browser this process started (its child in /proc, the one with
// playwright-core's --remote-debugging-pipe), '' when none is found.
function launchedCommand() {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]);
      if (ppid !== process.pid) continue;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (argv.includes('--remote-debugging-pipe')) return argv.join(' ');
    } catch {
      // A process that ended while read.
    }
  }
  return '';
}
