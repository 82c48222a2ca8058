/**
 * Development prices in USD by symbol: the local chains' coins have no market.
 * No imports, so the devnet's seed (its Uniswap V2 pools) can price by it too.
 */
export const FIXED_USD: Readonly<Record<string, number>> = { ETH: 3000, WETH: 3000, SOL: 150, USDC: 1, USDT: 1, DAI: 1, PTS: 0.5 }
