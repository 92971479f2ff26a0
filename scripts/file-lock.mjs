// A lock between processes of this machine: a file naming the process that holds it. One whose
// process is gone (a build killed before it could give its lock up) is taken over.
// scripts/build-page.mjs holds one per cargo profile folder; scripts/file-lock.test.mjs tests it.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** The locks this process holds, given up when it exits, failed or stopped. */
const heldLocks = new Set();
process.on('exit', () => heldLocks.forEach((lock) => rmSync(lock, { force: true })));

/** Whether process `pid` is running (a process of another user's counts). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/**
 * Removes the lock at `lock` if `holder` (a process that is gone) still holds it; false when
 * another process is doing the same meanwhile (try again later). Two processes can find one stale
 * lock together (build-release.sh starts both pages' builds at once): the first removes it and
 * takes the lock, and the second, removing what it found stale, would remove the first one's.
 * So the holder is read again, and the lock removed, under a second lock (`<lock>.takeover`),
 * held for those two steps only; one left by a process killed within them is removed after 10 s.
 */
export function takeOverStale(lock, holder) {
  const takeover = `${lock}.takeover`;
  try {
    writeFileSync(takeover, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    try {
      if (Date.now() - statSync(takeover).mtimeMs > 10_000) rmSync(takeover, { force: true });
    } catch {}
    return false;
  }
  try {
    let now = 0;
    try {
      now = Number(readFileSync(lock, 'utf8'));
    } catch {}
    if (now === holder) rmSync(lock, { force: true });
    return true;
  } finally {
    rmSync(takeover, { force: true });
  }
}

/** Runs `work` holding the lock at `lock` (a file path), waiting while another process holds it. */
export async function withLock(lock, work) {
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      heldLocks.add(lock);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    if (holder > 0 && !alive(holder)) {
      if (!takeOverStale(lock, holder)) await new Promise((done) => setTimeout(done, 50));
    } else await new Promise((done) => setTimeout(done, 200));
  }
  try {
    return await work();
  } finally {
    heldLocks.delete(lock);
    rmSync(lock, { force: true });
  }
}
