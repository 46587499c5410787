// Debian's Chromium, launched the one way this machine allows: headless, without a sandbox (root),
// and with every background connection off — the network is closed here, and Chromium's own
// update, sync and field-trial requests would be refused many at a time.

/** Where Chromium is: Debian's package, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch Chromium with playwright-core.
 *
 * @example
 * const browser = await launchChromium({ headless: true });
 */
export async function launchChromium({ headless = true } = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
