// Links to fuzz the game's page with (tests/e2e/link-fuzz.test.mjs in Chromium, a sample in
// tests/engines/link-fuzz.test.mjs for Firefox and WebKit): good grid strings mutated by a fixed
// xorshift stream (characters replaced, inserted, deleted; percent escapes, broken ones too;
// markup and script; long runs; other exits), and a few hand-written ones. The same cases every
// run: a failure names its case.
export const GRIDS = [
  'ooBoCCooBoooAABoooDDDooEoooooEoooooE',
  'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo',
  'AAoBo/ooxBo/CCooo:E',
  'ooAoooooAoooBBooooooooooooooooooooox:S',
];
const PIECES = [
  'o', '.', 'x', 'A', 'B', 'Z', 'z', '9', '/', ':', 'N', 'S', 'E', 'W', ' ', '%20', '%', '%E0%A4%A', '%ZZ', '%00', '%0A', '#', '?', '&',
  '=', '"', "'", '<', '>', '\\', '→', 'é', '🚗', '\u202e', '<img src=x onerror=window.injected=1>', '<b id=injected>x</b>',
  '"><script>window.injected=1</script>', 'javascript:window.injected=1', '%3Cscript%3Ewindow.injected=1%3C/script%3E',
];
const HAND_WRITTEN = [
  '', '#', '%', 'ooo', 'A'.repeat(2000), 'o'.repeat(143) + 'A', `${GRIDS[0]}:Q`, `${GRIDS[0]}:`, `${GRIDS[0]}%3A%20e`, GRIDS[0].split('').join('%'),
  `${GRIDS[0]}${'x'.repeat(500)}`, '<svg onload=window.injected=1>', `${GRIDS[1]}?mode=edit`, 'puzzle=1&grid=2', encodeURIComponent('🚗'.repeat(300)),
];

/** `count` fragments (without their `#`): the hand-written ones, then mutations. */
export function fuzzLinks(count, seed = 0x2545f491) {
  let state = seed >>> 0 || 1;
  const next = (n) => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), (state >>> 0) % n);
  const links = HAND_WRITTEN.slice(0, count);
  while (links.length < count) {
    const text = [...GRIDS[next(GRIDS.length)]];
    for (let edits = 1 + next(4); edits > 0; edits--) {
      const at = next(text.length + 1);
      const piece = PIECES[next(PIECES.length)];
      [() => (text[at] = piece), () => text.splice(at, 0, piece), () => text.splice(at, 1), () => text.splice(at, 0, piece.repeat(1 + next(60)))][next(4)]();
    }
    links.push(text.join(''));
  }
  return links;
}

/** Run in the page after a link: what a fuzzed link must never do, and the alert's measures.
 * { board, injected, scripts, alert, alertFits, pageFits }. */
export function pageAfterLink() {
  const alert = document.querySelector('[role=alert]');
  const root = document.documentElement;
  return {
    board: document.querySelectorAll('svg.board [data-car="A"]').length === 1,
    injected: window.injected !== undefined || document.getElementById('injected') !== null || document.querySelector('main img, main svg[onload]') !== null,
    scripts: document.scripts.length,
    alert: alert ? alert.textContent.length : 0,
    // The alert wraps within its box (no text cut or scrolled sideways), and its box within the window.
    alertFits:
      !alert ||
      (alert.scrollWidth <= alert.clientWidth + 1 && alert.getBoundingClientRect().left >= 0 && alert.getBoundingClientRect().right <= root.clientWidth + 1),
    pageFits: root.scrollWidth <= root.clientWidth + 1,
  };
}
