/**
 * Real logos from maintained icon packages, imported one file at a time so the
 * worker bundle carries only the pictures it serves:
 * - wallets and tokens: @web3icons/core (MIT), its "branded" (full colour) set;
 * - social providers: simple-icons (CC0), a one-colour glyph drawn white on a
 *   tile of the brand's colour so it reads on light and dark themes alike.
 * An id with no logo here keeps the generated picture (image.ts).
 */
import argent from '@web3icons/core/svgs/wallets/branded/argent.svg.js'
import atomic from '@web3icons/core/svgs/wallets/branded/atomic.svg.js'
import backpack from '@web3icons/core/svgs/wallets/branded/backpack.svg.js'
import coin98 from '@web3icons/core/svgs/wallets/branded/coin98.svg.js'
import coinbase from '@web3icons/core/svgs/wallets/branded/coinbase.svg.js'
import enkrypt from '@web3icons/core/svgs/wallets/branded/enkrypt.svg.js'
import exodus from '@web3icons/core/svgs/wallets/branded/exodus.svg.js'
import glow from '@web3icons/core/svgs/wallets/branded/glow.svg.js'
import imtoken from '@web3icons/core/svgs/wallets/branded/imtoken.svg.js'
import keplr from '@web3icons/core/svgs/wallets/branded/keplr.svg.js'
import kraken from '@web3icons/core/svgs/wallets/branded/kraken.svg.js'
import ledger from '@web3icons/core/svgs/wallets/branded/ledger.svg.js'
import metamask from '@web3icons/core/svgs/wallets/branded/metamask.svg.js'
import myEtherWallet from '@web3icons/core/svgs/wallets/branded/my-ether-wallet.svg.js'
import okx from '@web3icons/core/svgs/wallets/branded/okx.svg.js'
import phantom from '@web3icons/core/svgs/wallets/branded/phantom.svg.js'
import rabby from '@web3icons/core/svgs/wallets/branded/rabby.svg.js'
import rainbow from '@web3icons/core/svgs/wallets/branded/rainbow.svg.js'
import ronin from '@web3icons/core/svgs/wallets/branded/ronin.svg.js'
import safe from '@web3icons/core/svgs/wallets/branded/safe.svg.js'
import sequence from '@web3icons/core/svgs/wallets/branded/sequence.svg.js'
import solflare from '@web3icons/core/svgs/wallets/branded/solflare.svg.js'
import tokenPocket from '@web3icons/core/svgs/wallets/branded/token-pocket.svg.js'
import trezor from '@web3icons/core/svgs/wallets/branded/trezor.svg.js'
import trust from '@web3icons/core/svgs/wallets/branded/trust.svg.js'
import walletConnect from '@web3icons/core/svgs/wallets/branded/wallet-connect.svg.js'
import zengo from '@web3icons/core/svgs/wallets/branded/zengo.svg.js'
import zerion from '@web3icons/core/svgs/wallets/branded/zerion.svg.js'
import ARB from '@web3icons/core/svgs/tokens/branded/ARB.svg.js'
import ATOM from '@web3icons/core/svgs/tokens/branded/ATOM.svg.js'
import AVAX from '@web3icons/core/svgs/tokens/branded/AVAX.svg.js'
import BNB from '@web3icons/core/svgs/tokens/branded/BNB.svg.js'
import BTC from '@web3icons/core/svgs/tokens/branded/BTC.svg.js'
import CELO from '@web3icons/core/svgs/tokens/branded/CELO.svg.js'
import DAI from '@web3icons/core/svgs/tokens/branded/DAI.svg.js'
import DOT from '@web3icons/core/svgs/tokens/branded/DOT.svg.js'
import ETH from '@web3icons/core/svgs/tokens/branded/ETH.svg.js'
import EURC from '@web3icons/core/svgs/tokens/branded/EURC.svg.js'
import LINK from '@web3icons/core/svgs/tokens/branded/LINK.svg.js'
import OP from '@web3icons/core/svgs/tokens/branded/OP.svg.js'
import POL from '@web3icons/core/svgs/tokens/branded/POL.svg.js'
import SOL from '@web3icons/core/svgs/tokens/branded/SOL.svg.js'
import UNI from '@web3icons/core/svgs/tokens/branded/UNI.svg.js'
import USDC from '@web3icons/core/svgs/tokens/branded/USDC.svg.js'
import USDT from '@web3icons/core/svgs/tokens/branded/USDT.svg.js'
import WBTC from '@web3icons/core/svgs/tokens/branded/WBTC.svg.js'
import { siApple, siDiscord, siFacebook, siFarcaster, siGithub, siGoogle, siX, type SimpleIcon } from 'simple-icons'

/** Directory image ids (workers/data/wallets.json) → the wallet's logo. */
const WALLET_LOGOS: Readonly<Record<string, string>> = {
  metamask,
  'trust-wallet': trust,
  'coinbase-wallet': coinbase,
  rainbow,
  phantom,
  'okx-wallet': okx,
  zerion,
  'ledger-live': ledger,
  safe,
  rabby,
  solflare,
  argent,
  imtoken,
  tokenpocket: tokenPocket,
  exodus,
  backpack,
  keplr,
  zengo,
  enkrypt,
  coin98,
  'atomic-wallet': atomic,
  'kraken-wallet': kraken,
  sequence,
  'ronin-wallet': ronin,
  glow,
  'trezor-suite': trezor,
  'mew-wallet': myEtherWallet,
  walletconnect: walletConnect,
}

/** Token symbols (upper case) → the token's logo; WETH is drawn as ETH, MATIC as POL (its renamed successor). */
const TOKEN_LOGOS: Readonly<Record<string, string>> = {
  ARB,
  ATOM,
  AVAX,
  BNB,
  BTC,
  CELO,
  DAI,
  DOT,
  ETH,
  EURC,
  LINK,
  OP,
  POL,
  SOL,
  UNI,
  USDC,
  USDT,
  WBTC,
  WETH: ETH,
  MATIC: POL,
}

export const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialLogoId = (typeof SOCIAL_PROVIDERS)[number]

const SOCIAL_ICONS: Readonly<Record<SocialLogoId, SimpleIcon>> = {
  google: siGoogle,
  x: siX,
  farcaster: siFarcaster,
  discord: siDiscord,
  apple: siApple,
  github: siGithub,
  facebook: siFacebook,
}

export const walletLogo = (imageId: string): string | undefined => WALLET_LOGOS[imageId]

export const tokenLogo = (id: string): string | undefined => TOKEN_LOGOS[id.toUpperCase()]

/** The glyph (a 24×24 path) scaled to 60% and centred on a rounded tile of the brand colour. */
export function socialLogo(provider: SocialLogoId): string {
  const icon = SOCIAL_ICONS[provider]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="#${icon.hex}"/>` +
    `<path transform="translate(19.2 19.2) scale(2.4)" fill="#fff" d="${icon.path}"/></svg>`
  )
}
