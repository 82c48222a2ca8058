/**
 * Build step: each supported network's icon from @web3icons/core (a
 * maintained icon set) written to dist/public/networks/, where the worker
 * serves it at the network's `iconUrl` (protocol networkIconPath).
 */
import { networkIconPath } from '@porthole/protocol'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { EVM_NETWORKS, OTHER_NETWORK_ICONS } from '../src/networks/catalog.js'

const out = fileURLToPath(new URL('../../dist/public', import.meta.url))
const icons = { ...Object.fromEntries(EVM_NETWORKS.map(({ chain, icon }) => [`eip155:${chain.id}`, icon])), ...OTHER_NETWORK_ICONS }

mkdirSync(`${out}/networks`, { recursive: true })
for (const [caipNetworkId, icon] of Object.entries(icons)) {
  const module = (await import(`@web3icons/core/svgs/networks/branded/${icon}.svg.js`)) as { default: string }
  writeFileSync(`${out}${networkIconPath(caipNetworkId)}`, module.default)
}
console.log(`${Object.keys(icons).length} network icons in dist/public/networks`)
