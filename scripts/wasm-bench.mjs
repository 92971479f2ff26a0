// Runs the CLI compiled to wasm32-wasip1 under node (V8, the engine Chromium runs the game's
// wasm with), for the wasm-versus-native figures in docs/benchmarks.md:
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
// The wasm's linear memory never shrinks: its size at the end is its peak. It is printed as the
// program exits (node's WASI has ended with signal 11 after large runs, before returning here).
const imports = wasi.getImportObject();
const wasiImports = imports.wasi_snapshot_preview1;
let instance;
let printed = false;
const printMemory = () => {
  if (printed) return;
  printed = true;
  console.error(`wasm memory ${(instance.exports.memory.buffer.byteLength / 2 ** 20).toFixed(0)} MB`);
};
const procExit = wasiImports.proc_exit;
wasiImports.proc_exit = (code) => {
  printMemory();
  return procExit(code);
};
instance = await WebAssembly.instantiate(wasm, imports);
const status = wasi.start(instance);
printMemory();
exit(status);
