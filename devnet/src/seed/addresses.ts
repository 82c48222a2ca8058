/**
 * What the local stack seeds on each anvil (chains 31337 and 31338), at the
 * same addresses on both. The contracts are deployed by a key of our own at
 * nonces 0, 1, 2, … on a fresh chain, so their addresses never change; the
 * seed test checks these literals against that derivation. e2e specs and the
 * frame's tests import this file.
 */

/** Multicall3 at its canonical address on every chain. */
export const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** The seed's deployer: keccak256('porthole devnet deployer'), funded by the seed, used for nothing else. */
export const DEPLOYER = {
  privateKey: '0xcf79b5d723546d21924742bf15389922bfd8486e7736b36cab0b45b30e968648',
  address: '0x6da6396297C1237a001750fB31a39960636211d2',
} as const

/** anvil's default test accounts (mnemonic 'test test … junk'), indexes 0, 1, 2 and 9. */
export const ACCOUNTS = {
  0: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  1: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  2: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  9: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
} as const

export type SeededToken = {
  /** The deployer's nonce that created it. */
  nonce: number
  address: `0x${string}`
  contract: 'PortholeToken' | 'LegacyTetherToken' | 'PortholeCollectible'
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
  /** Whole units (ERC-20) or token ids (ERC-721) per holder. */
  holdings: Record<`0x${string}`, string | number[]>
}

/** A USDC-like token with 6 decimals. */
export const USDC: SeededToken = {
  nonce: 0,
  address: '0xdC7f32594126A3A551Bb307d549fFd8703D43702',
  contract: 'PortholeToken',
  kind: 'erc20',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  // The deployer's 4,000,000 go into the Uniswap V2 pools (UNISWAP_V2 below).
  holdings: { [ACCOUNTS[0]]: '1000', [ACCOUNTS[1]]: '250', [ACCOUNTS[2]]: '10', [DEPLOYER.address]: '4000000' },
}

/** Tether's ABI: transfer returns nothing. 6 decimals. */
export const USDT: SeededToken = {
  nonce: 1,
  address: '0x9E0dC41e06B6601E1249058cECE4c5022a84EA7B',
  contract: 'LegacyTetherToken',
  kind: 'erc20',
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
  // The deployer's 1,000,000 go into the USDC/USDT pool.
  holdings: { [ACCOUNTS[0]]: '500', [ACCOUNTS[1]]: '100', [DEPLOYER.address]: '1000000' },
}

/** decimals 0: the frame must filter it out of balances. */
export const POINTS: SeededToken = {
  nonce: 2,
  address: '0xdF17723972b5402D2Be8bCe72c4CDcc69DC397E1',
  contract: 'PortholeToken',
  kind: 'erc20',
  name: 'Porthole Points',
  symbol: 'PTS',
  decimals: 0,
  holdings: { [ACCOUNTS[0]]: '42' },
}

/** An ERC-721: token ids 1 and 2 to account 0, 3 to account 1. */
export const PUFFINS: SeededToken = {
  nonce: 3,
  address: '0xe9A7196f3024C8329E04308f8623A1075A814960',
  contract: 'PortholeCollectible',
  kind: 'erc721',
  name: 'Porthole Puffins',
  symbol: 'PUFF',
  decimals: 0,
  holdings: { [ACCOUNTS[0]]: [1, 2], [ACCOUNTS[1]]: [3] },
}

export const SEEDED_TOKENS: readonly SeededToken[] = [USDC, USDT, POINTS, PUFFINS]

export type UniswapV2Pool = {
  address: `0x${string}`
  /** The pair's tokens sorted as the factory sorts them (token0 < token1). */
  token0: `0x${string}`
  token1: `0x${string}`
  /** The liquidity the seed adds, in whole units of each token (ETH for WETH), by token address. */
  liquidity: Record<`0x${string}`, string>
}

/**
 * Uniswap V2 from its published build artifacts (@uniswap/v2-core 1.0.0,
 * @uniswap/v2-periphery 1.1.0-beta.0): WETH9, the factory and Router02 at
 * the deployer's nonces 4, 5 and 6, after the tokens; the pairs at the
 * factory's CREATE2 addresses. Prices follow the worker's fixed table
 * (ETH 3000 USD, USDC and USDT 1 USD), 1,000 ETH deep.
 */
export const UNISWAP_V2 = {
  weth: { nonce: 4, address: '0x2C17f084189659B60A83eF6464dcF0c469ca04F2' },
  factory: { nonce: 5, address: '0xcf03dF79A4C17C53f9c188e4B70b4C2057287139' },
  router02: { nonce: 6, address: '0xE37676713Bf0C5E344bbF07269Ab663B4D76A492' },
  /** keccak256 of UniswapV2Pair's creation code, as Router02's UniswapV2Library hardcodes it. */
  pairInitCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const

/** WETH/USDC: 1,000 ETH against 3,000,000 USDC (3000 USDC per ETH). */
export const WETH_USDC_POOL: UniswapV2Pool = {
  address: '0x5c11F98bc228000e3A913BaB1BD69a56206958a0',
  token0: UNISWAP_V2.weth.address,
  token1: USDC.address,
  liquidity: { [UNISWAP_V2.weth.address]: '1000', [USDC.address]: '3000000' },
}

/** USDT/USDC: 1,000,000 against 1,000,000. */
export const USDT_USDC_POOL: UniswapV2Pool = {
  address: '0x0C5d1d3c7cE9219B21Ee880C90da0Cc0E5A4E4E9',
  token0: USDT.address,
  token1: USDC.address,
  liquidity: { [USDT.address]: '1000000', [USDC.address]: '1000000' },
}

export const UNISWAP_V2_POOLS: readonly UniswapV2Pool[] = [WETH_USDC_POOL, USDT_USDC_POOL]

/**
 * The benchmark's extra tokens (only when the stack starts with
 * PORTHOLE_SEED_BENCH_TOKENS=n): n 18-decimal ERC-20s named BENCH1…BENCHn,
 * 1000 of each held by account 9, deployed by keccak256('porthole bench deployer').
 */
export const BENCH = {
  deployer: {
    privateKey: '0xca2c314ddc9ee50b56f53c802d580b93faf3703c552f64ff8b2dcaefe0857672',
    address: '0x32bDCd31276Ee10eD17AB8ac6DEEB42E184B8Ff0',
  },
  holder: ACCOUNTS[9],
} as const

/** The deterministic CREATE2 factory (Arachnid's) that anvil puts at genesis. */
export const CREATE2_FACTORY = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/**
 * PortholeSessionModule (smart sessions, devnet/contracts/), created through
 * CREATE2_FACTORY with this salt, keccak256('porthole session module'): the
 * same address on both anvils and on any chain it is deployed to with the
 * same bytecode. The seed test checks the literal against the compiled code;
 * protocol's SESSION_MODULE_ADDRESS is the same value.
 */
export const SESSION_MODULE = {
  salt: '0xa108e13db5261acb73aa21d33ec9d82bbff9344b5d7182cfe257758a5b967c13',
  address: '0xBEcF57eA11dB25f0C3dad6aA9B455D6F65321D37',
} as const

/**
 * The ERC-4337 stack on both anvils (seed/safe-4337.ts), every contract at its canonical address,
 * so permissionless' defaults for Safe 1.4.1 with Safe4337Module 0.3.0 on EntryPoint v0.7 hold here
 * as on any public chain.
 */
export const SAFE_4337 = {
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  /** Safe's singleton factory (a CREATE2 proxy), installed by the seed where absent. */
  singletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
  safeSingleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeL2Singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
  safeModuleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
} as const

/**
 * The bundlers' keys (anvil's test accounts 5 and 6, which nothing else uses): account 5 sends the
 * bundles, account 6 is alto's utility wallet (it refills the executor). Dev only.
 */
export const BUNDLER_KEYS = {
  executor: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  utility: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
} as const

/**
 * Sign In With Farcaster offline: PortholeIdRegistry (devnet/contracts/), the
 * stand-in IdRegistry, deployed by its own key at nonce 0 on both anvils and
 * seeded with these users' custody addresses. Their keys are the Farcaster
 * clients of the e2e specs (published test keys: devnet only).
 */
export const FARCASTER = {
  registry: {
    deployer: { privateKey: '0x4784bc6be7450a551e9ea6de1aec154ca64dc523556083fe5bce72193c1adff0', address: '0x581cF64A491e28d0B4aEC7f7FAcC911eBdFcA382' },
    address: '0xe4635Ff18F3d53aB4eD53Cc659762fB7Cf6623c6',
  },
  users: [
    {
      fid: 20_001,
      username: 'alice',
      custody: { privateKey: '0x76bc08a807eedaadf364a314f64c11a9f892f5bb689cd3bc504cf680761fbb5e', address: '0x50C8E871ec71a5a36ba30aa2372ABD61Ba0C91a3' },
    },
    {
      fid: 20_002,
      username: 'bob',
      custody: { privateKey: '0xa4cc14ceb7244baf3e1870b4e1b2ee2f9e350b34dc0606c0e3381a123b78b128', address: '0x1928A2d8861d29Cb75Cd1287b4F29E54883C5b49' },
    },
  ],
} as const

/**
 * Safe's WebAuthn (passkey) signer contracts on both anvils (seed/safe-passkey.ts), from the npm
 * release @safe-global/safe-passkey@0.2.0 (the only one on npm), created as that release deployed
 * them: through CREATE2_FACTORY with salt 0. The factory and the FCL verifier land on 0.2.0's
 * canonical addresses. The shared signer (one contract for every Safe, holding each Safe's key in
 * the Safe's own storage) has no 0.2.0 deployment; its address here is local. The audited 0.2.1
 * (shared signer 0x94a4F6affBd8975951142c3999aEAB7ecee555c2, FCL verifier
 * 0xA86e0054C51E4894D88762a017ECc5E5235f5DBA, permissionless' defaults) is not on npm, so an
 * account on these chains names these addresses itself.
 */
export const SAFE_PASSKEY = {
  signerFactory: '0xF7488fFbe67327ac9f37D5F722d83Fc900852Fbf',
  sharedSigner: '0xfD90FAd33ee8b58f32c00aceEad1358e4AFC23f9',
  fclVerifier: '0x445a0683e494ea0c5AF3E83c5159fBE47Cf9e765',
  /** The P-256 precompile (RIP-7212), which anvil's default hardfork has. */
  precompile: '0x0000000000000000000000000000000000000100',
  /**
   * The signer's `P256.Verifiers`: uint16(precompile) ‖ fallback, so a signature is checked by the
   * precompile where the chain has it and by the FCL contract where it does not (Safe's own set-up).
   */
  verifiers: '0x0100445a0683e494ea0c5AF3E83c5159fBE47Cf9e765',
} as const

/** The worker's PASSKEY_SIGNER on the local chains: the seeded signer, not Safe's canonical one. */
export const LOCAL_PASSKEY_SIGNER = JSON.stringify({
  sharedSigner: SAFE_PASSKEY.sharedSigner,
  verifiers: SAFE_PASSKEY.verifiers,
  signerFactory: SAFE_PASSKEY.signerFactory,
})
