import { SwitchChainError, UnsupportedProviderMethodError, type HostWallet, type PortholeError, type RpcRequest } from '@porthole/protocol'
import { hexToNumber, numberToHex, type Hex } from 'viem'

/** Anvil's first two accounts. */
export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** What the fake wallet answers every eth_sendTransaction with. */
export const SENT_HASH = `0x${'ab'.repeat(32)}`

export const walletInfo = (n = 1, overrides: Partial<HostWallet> = {}): HostWallet => ({
  uuid: `uuid-${n}`,
  name: `Wallet ${n}`,
  icon: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  rdns: `com.example.wallet${n}`,
  ...overrides,
})

export declare namespace fakeWallet {
  type Options = {
    info?: HostWallet
    accounts?: string[]
    chainId?: number
    /** Chains the wallet knows; others answer wallet_switchEthereumChain with 4902. */
    knownChains?: number[]
    /** Whether the site was approved before (eth_accounts answers without a prompt). */
    authorized?: boolean
  }
}

/**
 * An EIP-1193 wallet injected in the page, as the relay reaches it: it
 * records every request, and any method can be made to fail or to wait.
 */
export function fakeWallet({
  info = walletInfo(),
  accounts = [ALICE],
  chainId = 31337,
  knownChains = [1, 31337],
  authorized = false,
}: fakeWallet.Options = {}) {
  const state = { accounts, chainId, authorized, known: new Set(knownChains) }
  const calls: RpcRequest[] = []
  const failures = new Map<string, PortholeError>()
  const held = new Map<string, Promise<void>>()

  async function handle(args: RpcRequest): Promise<unknown> {
    calls.push(args)
    await held.get(args.method)
    const failure = failures.get(args.method)
    if (failure) throw failure
    const first = (Array.isArray(args.params) ? args.params[0] : undefined) as { chainId?: Hex } | undefined
    switch (args.method) {
      case 'eth_requestAccounts':
        state.authorized = true
        return state.accounts
      case 'eth_accounts':
        return state.authorized ? state.accounts : []
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'wallet_switchEthereumChain': {
        const id = hexToNumber(first!.chainId!)
        if (!state.known.has(id)) throw new SwitchChainError()
        state.chainId = id
        return null
      }
      case 'wallet_addEthereumChain':
        state.known.add(hexToNumber(first!.chainId!))
        return null
      case 'wallet_revokePermissions':
        state.authorized = false
        return null
      case 'personal_sign':
        return '0x5167'
      case 'eth_sendTransaction':
        return SENT_HASH
      default:
        throw new UnsupportedProviderMethodError('The wallet does not support this method')
    }
  }

  return {
    info,
    state,
    calls,
    handle,
    methods: () => calls.map((c) => c.method),
    fail: (method: string, error: PortholeError) => void failures.set(method, error),
    /** Makes `method` wait until the returned function is called. */
    hold(method: string): () => void {
      let release!: () => void
      held.set(method, new Promise<void>((resolve) => (release = resolve)))
      return () => {
        held.delete(method)
        release()
      }
    },
  }
}

export type FakeWallet = ReturnType<typeof fakeWallet>
