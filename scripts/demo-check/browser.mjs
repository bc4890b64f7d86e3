// Serves the bundled demos on 127.0.0.1 and opens each one in Debian's Chromium.
/* global window, document -- the callbacks of waitForFunction and evaluate run in the page */
import {createReadStream, existsSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {chromium} from '@playwright/test';

const TYPES = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json'};

function serve(dir) {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url, 'http://127.0.0.1').pathname;
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function checkOne(context, origin, name, tolerated, shots) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = `console.${message.type()}: ${message.text()}`;
    if (!tolerated.some((pattern) => pattern.test(text))) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto(`${origin}/?demo=${encodeURIComponent(name)}`);
  await page.waitForFunction(() => window.demoCheck?.done === true, undefined, {timeout: 60_000});
  const report = await page.evaluate(() => ({
    errors: window.demoCheck.errors,
    height: document.getElementById('root').getBoundingClientRect().height,
  }));
  problems.push(...report.errors);
  if (report.height < 8 && report.errors.length === 0) problems.push('rendered nothing visible (root height < 8 px)');
  if (shots) {
    const file = path.join(shots, `${name.replace(/[\\/]/g, '__').replace(/\.tsx$/, '')}.png`);
    await page
      .locator('#root')
      .screenshot({path: file})
      .catch(() => problems.push('screenshot failed'));
  }
  await page.close();
  return problems;
}

/** Opens each demo by name; returns its problems (empty when it rendered cleanly). */
export async function checkInBrowser({dir, names, tolerated, shots}) {
  const server = await serve(dir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = new Map();
  try {
    const context = await browser.newContext({viewport: {width: 1000, height: 800}});
    const queue = [...names];
    // A few pages at a time: most of a check is waiting for a demo to settle.
    const worker = async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        results.set(name, await checkOne(context, origin, name, tolerated, shots));
      }
    };
    await Promise.all([worker(), worker(), worker()]);
  } finally {
    await browser.close();
    server.close();
  }
  return names.map((name) => ({name, problems: results.get(name)}));
}
