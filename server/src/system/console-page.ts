// The operator's console: one HTML page, the script and the style sheet built from server/console
// (dist/console/), all served by this server. The page runs no inline script and loads nothing
// from elsewhere; the token it signs in with lives in the tab's session storage and is sent as a
// bearer token by the SDK, never as a cookie.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_BUILD_MODULE, CONSOLE_DIR } from '../console-files.js';

export interface ConsoleFiles {
  script: string;
  styles: string;
}

/**
 * The built script and style sheet: read from dist/console, or built in memory from the sources
 * when they are not there (a server started from its sources without a build).
 */
export async function loadConsoleFiles(): Promise<ConsoleFiles> {
  try {
    return {
      script: readFileSync(join(CONSOLE_DIR, 'console.js'), 'utf8'),
      styles: readFileSync(join(CONSOLE_DIR, 'console.css'), 'utf8'),
    };
  } catch {
    const { consoleBundle } = (await import(CONSOLE_BUILD_MODULE)) as {
      consoleBundle(): Promise<Record<string, string>>;
    };
    const files = await consoleBundle();
    return { script: files['console.js'] ?? '', styles: files['console.css'] ?? '' };
  }
}

/** Only this server's script, styles and API; no inline script or style, no frames, no forms posted elsewhere. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page, with an empty icon declared so that browsers do not ask for a /favicon.ico there is none of. */
export function renderConsolePage(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title.replace(/[&<>"]/g, '')} console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/console.css">
<script type="module" src="/console/console.js"></script></head>
<body><div id="app"><p class="loading">Loading the console…</p></div>
<noscript>The console needs JavaScript.</noscript></body></html>`;
}
