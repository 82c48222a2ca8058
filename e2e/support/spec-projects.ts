import type { RemoteFeatureId } from '@porthole/protocol'
import { upsertProjectSql } from '../../workers/cli/sql.js'
import { defaultFeatures } from '../../workers/src/projects/defaults.js'
import { writeLocalD1 } from './local-d1.js'
import { projectCommand, saveProjects } from './projects.js'

/**
 * The projects the specs open the demo site with, made once before any spec runs (e2e/global-setup.ts).
 * A write to D1 from outside the worker, by the operator's command or on its sqlite file, holds the
 * database's write lock, and a request the worker serves meanwhile fails with SQLITE_BUSY (seen: a
 * Farcaster sign-in beside the features spec's set-up, on a loaded machine). Made while no spec runs,
 * they meet nothing.
 */

/** The remote features e2e/features.spec.ts turns off one project at a time. */
export const TOGGLED_FEATURES = ['email', 'socials', 'reownBranding', 'swaps', 'onramp', 'activity'] as const satisfies readonly RemoteFeatureId[]

/** The project with only `feature` off. */
export const offProject = (feature: RemoteFeatureId) => `e2e-off-${feature}`

/** A project offering only the second anvil: the test wallet (on 31337) sits on a network it does not list. */
export const GALLERY_UNLISTED_PROJECT = 'views-gallery-anvil2'

/** e2e/features.spec.ts: every feature on, basic mode, each toggled feature off, and the legal checkbox. */
async function featureProjects(): Promise<void> {
  await saveProjects({
    'e2e-all-on': {},
    'e2e-basic': { basic: true },
    'e2e-legal': {},
    ...Object.fromEntries(TOGGLED_FEATURES.map((feature) => [offProject(feature), { features: { [feature]: false } }])),
  })
  // The legal checkbox through the operator's command, as a site owner would turn it on.
  const said = await projectCommand([
    'set',
    'e2e-legal',
    '--feature',
    'legalCheckbox=on',
    '--terms-url',
    'https://shop.example/terms',
    '--privacy-url',
    'https://shop.example/privacy',
  ])
  if (!said.includes("Project 'e2e-legal'")) throw new Error(`the operator's command did not set e2e-legal:\n${said}`)
}

/** e2e/project-networks.spec.ts: made with the operator's command, the list changed with `set`, as a site owner would. */
async function networkProjects(): Promise<void> {
  await projectCommand(['add', 'networks-base-arb', '--name', 'Base and Arbitrum', '--origin', 'http://127.0.0.1:*', '--networks', 'eip155:1'])
  await projectCommand(['set', 'networks-base-arb', '--networks', 'eip155:8453,eip155:42161', '--default-network', 'eip155:8453'])
  await projectCommand([
    'add',
    'networks-anvil2',
    '--name',
    'Anvil 2',
    '--origin',
    'http://127.0.0.1:*',
    '--networks',
    'eip155:31338,eip155:8453',
    '--default-network',
    'eip155:31338',
  ])
}

/** e2e/multi-wallet.spec.ts: a project that keeps one wallet at a time. */
async function singleWalletProject(): Promise<void> {
  await projectCommand([
    'add',
    'single-wallet',
    '--name',
    'One wallet at a time',
    '--origin',
    'http://127.0.0.1:*',
    '--default-network',
    'eip155:31337',
    '--disable',
    'multiWallet',
  ])
}

/** e2e/views-gallery.spec.ts: the network the project does not offer. */
async function galleryProject(): Promise<void> {
  const project = { id: GALLERY_UNLISTED_PROJECT, name: 'Views gallery', origins: ['http://127.0.0.1:*'], returnUrls: [], features: defaultFeatures() }
  await writeLocalD1(upsertProjectSql({ ...project, networks: ['eip155:31338'], defaultNetwork: 'eip155:31338' }, Date.now()))
}

/** Every spec's projects, one write after another. */
export async function makeSpecProjects(): Promise<void> {
  await featureProjects()
  await networkProjects()
  await singleWalletProject()
  await galleryProject()
}
