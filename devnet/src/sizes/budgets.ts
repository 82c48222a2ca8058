/**
 * Every size budget of what a visitor downloads, gzip-compressed, each with its reason. `npm run check`
 * fails when a file grows past its budget, or when a chunk appears that no budget names. Raising a
 * budget means rewriting its reason.
 */
export type Budget = {
  /** The chunk's name as the build writes it (`<name>-<hash>.js` in dist/public/assets), or a document's group. */
  name: string
  /** gzip bytes, level 9. */
  gzip: number
  reason: string
}

const KiB = 1024

/** The host page's cost and the frame's first paint, measured as a whole (several files each). */
export const groupBudgets = {
  loader: {
    name: 'loader.js',
    gzip: 4 * KiB,
    reason: 'The one file a page fetches before its own first paint; 4 KiB keeps it to one round trip with the HTML.',
  },
  frameFirstPaint: {
    name: 'frame first paint (frame.html scripts and modulepreloads)',
    gzip: 80 * KiB,
    reason:
      'The hidden Connect view, fetched after the page is idle: React and ReactDOM (66 KiB), react-redux, and Connect with the state it reads. ' +
      'No Redux Toolkit or Immer: the first paint renders from a plain state, and the store they build arrives with the start.',
  },
  frameCss: { name: 'frame first-paint CSS', gzip: 6 * KiB, reason: 'One stylesheet for every view; styles are tokens, not a framework.' },
  approvalWindow: {
    name: 'approval window entry (approval.html scripts and modulepreloads)',
    gzip: 97.5 * KiB,
    reason:
      'What a click on "Review in a new window" fetches before the request is drawn, the first time: React (two thirds of it), ' +
      "viem's decoding and typed-data hashing, zod's message checks and the frame's describe code, with the check that an added passkey's operation is exactly its two calls. It is a top-level document of the worker's site, " +
      "so none of it is in the cache the frame filled under a dapp's page; it shrinks only with a window without React.",
  },
} satisfies Record<string, Budget>

/**
 * Chunks fetched later, each on its own road (those frame.html lists count in its first paint above).
 * A chunk the build writes that is not listed here fails the check.
 */
export const chunkBudgets: Budget[] = [
  { name: 'page-channel', gzip: 30 * KiB, reason: "The page's end of the channel and its wallet relays, fetched once the page is idle or at the first call." },
  { name: 'solana-web3', gzip: 84 * KiB, reason: '@solana/web3.js, for a legacy window.solana signing a transaction only.' },
  {
    name: 'frame-start',
    gzip: 53 * KiB,
    reason:
      "The frame's services, listeners and channel, fetched in parallel with the first render: the wallet-method routing, the connectors, the embedded wallet's sign-in, storage and passkey sessions (the stored key a session check must name, the recovery read on every open), and the store with every slice, the first paint's included. " +
      "An account's request handlers (account-requests) and views (account-views) are not in it.",
  },
  {
    name: 'account-requests',
    gzip: 5 * KiB,
    reason:
      "An account's wallet methods that the frame loads at the first such request: the embedded wallet's calls and assets, the session grants (with the checks that refuse every field the session module would not enforce) and EIP-5792 batches.",
  },
  {
    name: 'frame-start-libraries',
    gzip: 47.5 * KiB,
    reason:
      "viem (without its human-readable ABI parser: the frame's ABIs are JSON), comlink, zod and Redux Toolkit with Immer and Reselect (which the first paint does without) as the start needs them, evaluated in a task of their own.",
  },
  {
    name: 'features',
    gzip: 12 * KiB,
    reason:
      "The views on Connect's roads (all wallets, the email code, WalletConnect's pairing, a wallet connecting…) with every view's English strings, in one request when the modal preloads them.",
  },
  {
    name: 'account-views',
    gzip: 19 * KiB,
    reason:
      "A connected account's views (Account, Send, Receive, Swap, Buy, names, networks, the approvals) and what only they use, fetched once there is an account: a visitor who never connects never downloads them.",
  },
  {
    name: 'frame-passkey',
    gzip: 24 * KiB,
    reason:
      "The passkey flows: ox's WebAuthn and P-256 check of the sign-in, the passkey Safe's address, securing an email or social account's smart account, and the flows' texts, only when the visitor picks a passkey or secures an account.",
  },
  {
    name: 'frame-passkey-add',
    gzip: 3 * KiB,
    reason:
      "Account's passkey flows, only when the visitor uses one: adding a second passkey (its owner-adding operation and checks) and the recovery (reading the recovery module, starting, finishing and cancelling it, with the module's ABI).",
  },
  {
    name: 'passkey-buttons',
    gzip: 2 * KiB,
    reason:
      'Connect\'s passkey buttons and Account\'s passkey custody ("Secure with a passkey", then who can sign for each address), only where a project offers passkeys or an account is secured.',
  },
  {
    name: 'PasskeyWindow',
    gzip: 2 * KiB,
    reason: "The approval window's passkey mode (its view and messages), only in a window opened to create a passkey.",
  },
  {
    name: 'create-passkey',
    gzip: 1 * KiB,
    reason: "The passkey window's creation ceremony, loaded when the visitor presses Create.",
  },
  {
    name: 'Registration',
    gzip: 19 * KiB,
    reason: "ox's WebAuthn and P-256 in the approval window: the ceremonies that create a passkey and have it sign an operation.",
  },
  {
    name: 'sign-operation',
    gzip: 6 * KiB,
    reason:
      "A passkey account's approval: the check that the prepared operation is the request's calls, and the hash the passkey signs (a SafeOp, or a message's SafeMessage).",
  },
  {
    name: 'frame-solana',
    gzip: 17 * KiB,
    reason: "@solana/kit, the token and system programs' decoders and the frame's Solana code, with the first Solana balance or request.",
  },
  {
    name: 'approval',
    gzip: 32 * KiB,
    reason:
      "The approval window's own code (approval.html's script): viem's decoding, zod's message checks and the frame's describe code. " +
      'A release that changes the window replaces this file only.',
  },
  {
    name: 'describe-solana-approval',
    gzip: 9 * KiB,
    reason:
      "The approval window's reading of a Solana request (the transactions decoded with @solana/kit and the token and system programs' decoders, their lookup tables from the chain facts), only for a Solana request: an EVM approval never waits for it.",
  },
  {
    name: 'describe-session-approval',
    gzip: 1.5 * KiB,
    reason: "The approval window's reading of a session grant or revoke (the Safe's calls decoded with the session module's ABI), only for one of them.",
  },
  {
    name: 'approval-react',
    gzip: 68 * KiB,
    reason:
      "React and ReactDOM for the approval window, a chunk of its own so that it stays in the window's cache across releases " +
      "of the window's code. The frame's React chunk cannot stand in: browsers key their HTTP cache by the top-level site.",
  },
  { name: 'en-views', gzip: 6 * KiB, reason: "The approval window's English view strings, fetched with its first render." },
  { name: 'spec-texts', gzip: 1 * KiB, reason: "The approval window's fixed texts." },
  { name: 'qr', gzip: 4 * KiB, reason: "uqr, the QR code encoder, only when a QR code is shown (WalletConnect's or Farcaster's pairing, Receive)." },
  { name: 'sign-client', gzip: 130 * KiB, reason: "WalletConnect's client, only when its view opens." },
  ...['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'zh'].map((locale) => ({
    name: locale,
    gzip: 10 * KiB,
    reason: 'One locale (every English key translated, the approval window and Solana descriptions too), fetched only when it is the chosen one.',
  })),
]
