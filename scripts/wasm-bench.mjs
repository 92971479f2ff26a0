// Runs the CLI compiled to wasm32-wasip1 under node (V8, the engine Chromium runs the game's
// wasm with), for the wasm-versus-native figures in the README:
//   cargo build --release --target wasm32-wasip1 -p rush-hour-cli
//   node scripts/wasm-bench.mjs bench /puzzles/rush18k.txt
//   node scripts/wasm-bench.mjs solve --max-memory 1G GRID
// It prints the wasm's linear memory at the end (its peak: it never shrinks) on stderr.
// The repository's puzzles/ folder is visible to the wasm as /puzzles.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, exit } from 'node:process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wasi = new WASI({
  version: 'preview1',
  args: ['rushhour', ...argv.slice(2)],
  preopens: { '/puzzles': path.join(root, 'puzzles') },
  returnOnExit: true,
});
// RUSH_WASM names another build (an A/B against an older commit's).
const file = process.env.RUSH_WASM ?? path.join(root, 'target/wasm32-wasip1/release/rushhour.wasm');
const wasm = await WebAssembly.compile(await readFile(file));
const instance = await WebAssembly.instantiate(wasm, wasi.getImportObject());
const status = wasi.start(instance);
// The wasm's linear memory never shrinks: its final size is its peak.
console.error(`wasm memory ${(instance.exports.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MB`);
exit(status);
