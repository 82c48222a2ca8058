import { expect, test } from './support/test.js'
import { openDapp, settle, startRequest } from './support/dapp.js'
import { startWcWallet, VERIFY_URL, WC_ACCOUNT } from './support/wc-wallet.js'
import { DEMO_ORIGIN, widget, pairingUri } from './support/widget.js'

test("a WalletConnect wallet sees the site (its title, description, origin and icon, not Porthole's), and Verify vouches for nothing it cannot prove", async ({
  page,
}) => {
  const wallet = await startWcWallet()
  try {
    await openDapp(page)
    await startRequest(page, 'connect', 'eth_requestAccounts')
    await widget(page).getByTestId('wallet-walletconnect').click()
    const uri = await pairingUri(page)
    await wallet.pair(uri)
    expect(await settle(page, 'connect')).toEqual({ result: [WC_ACCOUNT.address] })

    expect(wallet.proposals).toEqual([
      {
        metadata: {
          name: 'Porthole demo dapp',
          description: 'A test shop that connects wallets through Porthole',
          url: DEMO_ORIGIN,
          icons: [`${DEMO_ORIGIN}/icon.svg`],
          verifyUrl: VERIFY_URL,
        },
        // The worker answers every attestation unknown: it cannot tell the frame's registration from a script's.
        verified: { verifyUrl: VERIFY_URL, validation: 'UNKNOWN', origin: DEMO_ORIGIN },
      },
    ])
  } finally {
    await wallet.close()
  }
})
