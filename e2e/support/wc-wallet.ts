import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type SignatureBytes,
} from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import { localSigner } from '../../devnet/src/solana/accounts.js'
import {
  answerFamilyWallet,
  answerWcFamilyRequest,
  BITCOIN_TEST_ACCOUNT,
  COSMOS_HUB,
  cosmosTestAccount,
  POLKADOT_MAINNET,
  polkadotTestAddress,
} from './family-wallets/keys.js'
import { solanaRpc } from './solana.js'

const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
import { createWalletClient, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { ANVIL_URL } from './chains.js'
import { WORKER_ORIGIN } from './widget.js'
import type { CoreTypes, Verify } from '@walletconnect/types'

/** The worker's Verify API, which the frame names as its verifyUrl. */
export const VERIFY_URL = `${WORKER_ORIGIN}/verify/v2`

/** Anvil's account #2: a wallet of its own, apart from the page's test wallet (#0). */
export const WC_ACCOUNT = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

const memory = () => {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}

/**
 * A phone wallet in Node: sign-client in the wallet role on the worker's
 * relay, approving eip155:31337 for `account` (#2 unless given) and answering personal_sign and
 * eth_sendTransaction (signed here, sent to anvil). When the dapp also proposes Solana, it
 * approves solana:localnet for the local cluster's `account-3` and answers solana_signMessage.
 * With `authenticate`, it also answers sign-client's one-click `authenticate`: it signs
 * the EIP-4361 message for eip155:31337 and approves, connecting and signing in at once; without
 * it, the dapp's fallback proposal is what it approves. `approvals` counts what it approved.
 * With `bitcoin`, when the dapp proposes Bitcoin mainnet it approves bip122 for the family test
 * wallet's payment address (support/family-wallets/keys.ts) and answers getAccountAddresses and
 * signMessage (BIP-322, signed with bip322-js). With `polkadot` and `cosmos`, likewise Polkadot
 * mainnet and Cosmos Hub for the family test wallets' keys (@polkadot/keyring, @cosmjs/amino),
 * answering their namespaces' methods (keys.ts answerWcFamilyRequest).
 */
export async function startWcWallet(account = WC_ACCOUNT, { authenticate = false, bitcoin = false, polkadot = false, cosmos = false } = {}) {
  const polkadotAddress = await polkadotTestAddress()
  const cosmosAddress = (await cosmosTestAccount()).address
  const solana = await localSigner('account-3')
  const relayUrl = `${WORKER_ORIGIN.replace(/^http/, 'ws')}/relay`
  const wallet = await SignClient.init({
    projectId: 'e2e-wallet',
    relayUrl,
    storage: memory(),
    // sign-client keeps one Core per storage prefix in globalThis: without its own, a second wallet in
    // this process would be the first one again (its account, its handlers).
    customStoragePrefix: `e2e-wallet-${crypto.randomUUID()}`,
    logger: 'error',
    telemetryEnabled: false,
    metadata: { name: 'Node wallet', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
  })
  // Wallets trust a fixed list of Verify servers; this one adds the stack's worker, as a wallet working with
  // this deployment's relay would. Any other verifyUrl still goes to sign-client's default.
  // sign-client's Verify client has getVerifyUrl (the trusted-list check) though its interface does not name it.
  const verify = wallet.core.verify as typeof wallet.core.verify & { getVerifyUrl(url?: string): string }
  const defaultVerifyUrl = verify.getVerifyUrl.bind(verify)
  verify.getVerifyUrl = (url?: string) => (url === VERIFY_URL ? url : defaultVerifyUrl(url))
  const signer = createWalletClient({ account, chain: anvil, transport: http(ANVIL_URL) })
  const methods: string[] = []
  const approvals: string[] = []
  /** What the wallet was shown of each site that proposed a session: its metadata and Verify's verdict. */
  const proposals: { metadata: CoreTypes.Metadata; verified: Verify.Context['verified'] }[] = []

  if (authenticate) {
    wallet.on('session_authenticate', async ({ id, params: { authPayload } }) => {
      approvals.push('session_authenticate')
      const payload = { ...authPayload, chains: ['eip155:31337'] }
      const iss = `did:pkh:eip155:31337:${account.address}`
      const message = wallet.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      await wallet.approveSessionAuthenticate({ id, auths: [{ h: { t: 'caip122' }, p: { ...payload, iss }, s: { t: 'eip191', s: signature } }] })
    })
  }

  /** Pairings whose URI asks for one-click authenticate: their fallback proposal is not for a wallet that answers it. */
  const authenticating = new Set<string>()
  wallet.on('session_proposal', ({ id, params, verifyContext }) => {
    // sign-client drops that proposal itself only when it has read the URI's methods before the proposal arrives.
    if (authenticating.has(params.pairingTopic)) return
    approvals.push('session_proposal')
    proposals.push({ metadata: params.proposer.metadata, verified: verifyContext.verified })
    const namespace = {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${account.address}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    }
    const proposed = [...Object.values(params.requiredNamespaces ?? {}), ...Object.values(params.optionalNamespaces ?? {})].flatMap((ns) => ns.chains ?? [])
    const namespaces: Record<string, { chains: string[]; accounts: string[]; methods: string[]; events: string[] }> = { eip155: namespace }
    if (proposed.includes('solana:localnet')) {
      namespaces.solana = {
        chains: ['solana:localnet'],
        accounts: [`solana:localnet:${solana.address}`],
        methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
        events: [],
      }
    }
    if (bitcoin && proposed.includes(BITCOIN_MAINNET)) {
      namespaces.bip122 = {
        chains: [BITCOIN_MAINNET],
        accounts: [`${BITCOIN_MAINNET}:${BITCOIN_TEST_ACCOUNT.address}`],
        methods: ['signMessage', 'getAccountAddresses'],
        events: [],
      }
    }
    if (polkadot && proposed.includes(POLKADOT_MAINNET)) {
      namespaces.polkadot = {
        chains: [POLKADOT_MAINNET],
        accounts: [`${POLKADOT_MAINNET}:${polkadotAddress}`],
        methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
        events: [],
      }
    }
    if (cosmos && proposed.includes(COSMOS_HUB)) {
      namespaces.cosmos = {
        chains: [COSMOS_HUB],
        accounts: [`${COSMOS_HUB}:${cosmosAddress}`],
        methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
        events: [],
      }
    }
    void wallet.approve({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params: { request } }) => {
    methods.push(request.method)
    if (request.method === 'personal_sign') approvals.push('personal_sign')
    if (request.method === 'getAccountAddresses' || request.method === 'signMessage') {
      const message = (request.params as { message?: string }).message ?? ''
      const result =
        request.method === 'getAccountAddresses'
          ? [{ ...BITCOIN_TEST_ACCOUNT, purpose: 'payment' }]
          : { address: BITCOIN_TEST_ACCOUNT.address, signature: await answerFamilyWallet({ kind: 'bitcoin:signMessage', message }) }
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      return
    }
    const familyAnswer = await answerWcFamilyRequest(request.method, request.params)
    if (familyAnswer !== undefined) {
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: familyAnswer } })
      return
    }
    if (request.method === 'solana_signMessage') {
      const { message } = request.params as { message: string }
      const signature = await signBytes(solana.keyPair.privateKey, getBase58Encoder().encode(message))
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: { signature: getBase58Decoder().decode(signature) } } })
      return
    }
    if (request.method === 'solana_signTransaction' || request.method === 'solana_signAndSendTransaction') {
      // Signs the wire transaction's message in its own slot, as a phone wallet does; sign-and-send then sends it to the local cluster.
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode((request.params as { transaction: string }).transaction))
      const signature = (await signBytes(solana.keyPair.privateKey, decoded.messageBytes)) as SignatureBytes
      const signed = getBase64Decoder().decode(
        getTransactionEncoder().encode({ ...decoded, signatures: { ...decoded.signatures, [solana.address]: signature } }),
      )
      const result =
        request.method === 'solana_signTransaction'
          ? { signature: getBase58Decoder().decode(signature), transaction: signed }
          : { signature: await solanaRpc.sendTransaction(signed as never, { encoding: 'base64' }).send() }
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      return
    }
    const params = request.params as [Hex, Hex] | [{ to: Hex; value?: Hex; data?: Hex }]
    let result: Hex
    if (request.method === 'personal_sign') result = await account.signMessage({ message: { raw: params[0] as Hex } })
    else {
      const tx = params[0] as { to: Hex; value?: Hex; data?: Hex }
      result = await signer.sendTransaction({ to: tx.to, value: tx.value ? BigInt(tx.value) : 0n, data: tx.data })
    }
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })

  return {
    methods,
    approvals,
    proposals,
    solanaAddress: solana.address,
    pair: (uri: string) => {
      if (authenticate && uri.includes('wc_sessionAuthenticate')) authenticating.add(uri.slice('wc:'.length, uri.indexOf('@')))
      return wallet.pair({ uri })
    },
    async deleteSession() {
      const [session] = wallet.session.getAll()
      await wallet.disconnect({ topic: session!.topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    close: () => wallet.core.relayer.transportClose(),
  }
}
