import { MAX_WALLETS, type HostWalletRelay } from './page-relay.js'

/** Relays of each kind of page wallet as one: one list for the frame, each request to the relay that holds its uuid. */
export function combineRelays(relays: readonly [HostWalletRelay, ...HostWalletRelay[]]): HostWalletRelay {
  const wallets = () => relays.flatMap((relay) => relay.wallets()).slice(0, MAX_WALLETS)
  return {
    wallets,
    // The first relay refuses a uuid nobody holds, as an unknown wallet.
    request: (uuid, args) => (relays.find((relay) => relay.wallets().some((w) => w.uuid === uuid)) ?? relays[0]).request(uuid, args),
    stop: () => relays.forEach((relay) => relay.stop()),
  }
}
