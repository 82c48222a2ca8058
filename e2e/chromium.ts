/**
 * Chromium keeps only the last `--disable-features` it is given, so ours repeats Playwright's own
 * list (playwright-core's chromiumSwitches.ts; e2e/harness.spec.ts fails when Playwright's list
 * changes) and adds the omnibox's WebUI popups: headless Chromium still builds them for every new
 * browser context, about 2 s of CPU each (measured: 2.9 s → 0.7 s per context showing about:blank),
 * which every test paid for a toolbar nobody sees.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
]

/** The benchmarks' browser: Debian's Chromium, the one a visitor runs, with the flags this offline machine needs. */
export const chromiumLaunch = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args }

/**
 * The specs' browser: Debian's chromium-headless-shell, the same Chromium without a browser's UI
 * around each window (Playwright's own choice for headless runs). Four specs took 168 s instead of
 * 218 s, its browser process half the CPU. The shell keeps a cross-origin frame in its page's process
 * unless told otherwise: `--site-per-process` gives the widget's frame its own, as a visitor's Chromium
 * does (e2e/harness.spec.ts checks it).
 */
export const specChromiumLaunch = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [...args, '--site-per-process'],
}
