/**
 * Console messages that are not ours to fix, each named with its reason; nothing is ignored
 * silently. The e2e fixtures and the writers' demo check (scripts/check-demos.mjs) both read it.
 */
export const TOLERATED: RegExp[] = [
  // Pro and Premium demos run without a license key, as a reader evaluating the packages sees
  // them: the packages log this message (once per package) and show a watermark. Any other
  // license message (invalid key, plan mismatch) still fails.
  /^console\.error: \*+\n\nMUI X: Missing license key\./,
  // Chromium sometimes asks the host's root for /favicon.ico besides the site's own icon
  // (/x/img/favicon.svg): the root of the host is not the site's (it lives under /x/), and the
  // test server, like the site's base URL, has nothing there.
  /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/favicon\.ico:0\)$/,
];
