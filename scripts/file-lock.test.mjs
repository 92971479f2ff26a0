// scripts/file-lock.mjs: one holder at a time, a stale lock taken over once, and never a live
// one. Run by scripts/test (`node --test scripts/file-lock.test.mjs`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { takeOverStale, withLock } from './file-lock.mjs';

/** The pid of a process that has ended. */
const gonePid = () => spawnSync(process.execPath, ['-e', '']).pid;

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'file-lock-test-')), 'a.lock');

test('the work runs under the lock, which is given up after it, failed or not', async () => {
  const lock = lockPath();
  assert.equal(await withLock(lock, () => readFileSync(lock, 'utf8')), String(process.pid));
  assert.equal(existsSync(lock), false);
  await assert.rejects(withLock(lock, () => Promise.reject(new Error('failed'))), /failed/);
  assert.equal(existsSync(lock), false);
});

test('a lock whose process is gone is taken over', async () => {
  const lock = lockPath();
  writeFileSync(lock, String(gonePid()));
  assert.equal(await withLock(lock, () => 'ran'), 'ran');
  assert.equal(existsSync(lock), false);
});

// Both pages' builds start together (build-release.sh) and can find the same stale lock: the
// first takes it over and holds it; the second, which read the gone holder's pid before that,
// must not then remove the first one's lock.
test("a stale lock's second taker leaves the lock the first one took", () => {
  const lock = lockPath();
  const gone = gonePid();
  writeFileSync(lock, String(gone));
  assert.equal(takeOverStale(lock, gone), true); // the first build
  assert.equal(existsSync(lock), false);
  writeFileSync(lock, String(process.pid), { flag: 'wx' }); // …which then takes the lock
  takeOverStale(lock, gone); // the second build, with what it read before
  assert.equal(readFileSync(lock, 'utf8'), String(process.pid), "the first build's lock removed");
  assert.equal(existsSync(`${lock}.takeover`), false);
});

test('while another process takes a stale lock over, the next waits; a takeover left by a killed process is cleared after 10 s', () => {
  const lock = lockPath();
  const gone = gonePid();
  writeFileSync(lock, String(gone));
  writeFileSync(`${lock}.takeover`, String(gone));
  assert.equal(takeOverStale(lock, gone), false);
  assert.equal(readFileSync(lock, 'utf8'), String(gone), 'not removed without the takeover lock');
  const old = new Date(Date.now() - 11_000);
  utimesSync(`${lock}.takeover`, old, old);
  assert.equal(takeOverStale(lock, gone), false);
  assert.equal(existsSync(`${lock}.takeover`), false, 'the stale takeover lock cleared');
  assert.equal(takeOverStale(lock, gone), true);
  assert.equal(existsSync(lock), false);
});
