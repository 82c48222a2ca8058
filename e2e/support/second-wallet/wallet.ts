/**
 * A minimal second page wallet (EIP-6963, chain 31337): it grants its one
 * address and answers the reads a connection needs; anything else is 4200.
 * Runs in the test page beside the test wallet.
 */
import { SECOND_WALLET } from './constants.js'

type Listener = (payload: unknown) => void
const listeners = new Map<string, Set<Listener>>()
let granted = false

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

const provider = Object.freeze({
  async request({ method }: { method: string; params?: unknown }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        granted = true
        return [SECOND_WALLET.address]
      case 'eth_accounts':
        return granted ? [SECOND_WALLET.address] : []
      case 'eth_chainId':
        return '0x7a69'
      case 'wallet_revokePermissions':
        granted = false
        return null
      default:
        throw rpcError(4200, `The second wallet does not support ${method}`)
    }
  },
  on(event: string, fn: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set())
    listeners.get(event)!.add(fn)
    return provider
  },
  removeListener(event: string, fn: Listener) {
    listeners.get(event)?.delete(fn)
    return provider
  },
})

const info = Object.freeze({ uuid: SECOND_WALLET.uuid, name: SECOND_WALLET.name, icon: SECOND_WALLET.icon, rdns: SECOND_WALLET.rdns })
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
window.addEventListener('eip6963:requestProvider', announce)
announce()
