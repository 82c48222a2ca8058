import { parseAbi } from 'viem'

/** What the backend calls of Uniswap V2's Router02. */
export const routerAbi = parseAbi([
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** Multicall3's clock, read in the same call as the quotes so a deadline follows the chain's time. */
export const blockTimestampAbi = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256 timestamp)'])
