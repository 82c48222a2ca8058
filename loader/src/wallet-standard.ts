import type { Wallet } from '@wallet-standard/base'

type RegisterCallback = (api: { register(wallet: Wallet): unknown }) => unknown

/**
 * The Wallet Standard's registration (@wallet-standard/wallet's
 * registerWallet): tell apps already listening now, and every app that
 * announces itself later. Its Event subclass only adds a `detail` getter, which
 * a CustomEvent has, so the standard's few lines are copied rather than its
 * package (about 600 bytes gzip of the loader).
 */
export function registerWallet(target: EventTarget, wallet: Wallet): void {
  const callback: RegisterCallback = ({ register }) => register(wallet)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<Parameters<RegisterCallback>[0]>).detail))
}
