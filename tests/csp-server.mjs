// The release build served by scripts/static-server.mjs with each Content-Security-Policy header
// (the page's own, as its <meta> states it) sending its violation reports back here
// (`report-uri`, which Chromium, Firefox and WebKit all send): for the tests that load the pages
// in each engine and expect no report (tests/e2e/csp.test.mjs, tests/engines/csp.test.mjs).
// A report needs a header: a <meta> policy cannot name where to report.
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteServer } from '../scripts/static-server.mjs';

export const DIST_DIR = resolve(process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
const REPORT = '/csp-report';
const withReport = (policy) => (String(policy).includes('report-uri') ? policy : `${policy}; report-uri ${REPORT}`);

/** Serves `dir` on a free loopback port; resolves to { base, reports, control, close() }.
 * `reports`: each violation report's body (`csp-report`), as it came. `control(page, evaluate)`
 * makes one violation of its own in the page (an inline script added by a script) and waits
 * for its report: reports are sent as they come, so a violation before it has been reported by
 * then, and the control shows that reporting works in this engine. */
export async function serveWithReports(dir = DIST_DIR) {
  const site = siteServer(dir).listeners('request')[0];
  const reports = [];
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === REPORT) {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        try {
          const parsed = JSON.parse(body);
          reports.push(parsed['csp-report'] ?? parsed);
        } catch {
          reports.push({ unreadable: body.slice(0, 200) });
        }
        res.writeHead(204).end();
      });
      return;
    }
    const setHeader = res.setHeader;
    res.setHeader = function (name, value) {
      return setHeader.call(this, name, /^content-security-policy$/i.test(name) ? withReport(value) : value);
    };
    const writeHead = res.writeHead;
    res.writeHead = function (status, headers) {
      if (headers?.['Content-Security-Policy']) headers = { ...headers, 'Content-Security-Policy': withReport(headers['Content-Security-Policy']) };
      return writeHead.call(this, status, headers);
    };
    site(req, res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}/`;
  return {
    base,
    reports,
    /** One violation made on purpose (`evaluate` runs a function in the page), waited for. */
    async control(evaluate) {
      const before = reports.length;
      await evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.cspControl = 1';
        document.head.append(s);
      });
      for (let i = 0; i < 600 && reports.length === before; i++) await new Promise((r) => setTimeout(r, 50));
      if (reports.length === before) throw new Error('the control violation was never reported: reporting does not work here');
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** What a report says, in one line. */
export const reportLine = (r) => `${r['violated-directive'] ?? r['effective-directive'] ?? '?'}: ${r['blocked-uri'] ?? ''} at ${r['document-uri'] ?? ''}:${r['line-number'] ?? ''}`;
