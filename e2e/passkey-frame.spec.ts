import { expect, test } from './support/test.js'
import { DEMO_ORIGIN, openDemo, WORKER_ORIGIN } from './support/widget.js'

/**
 * A visitor's passkey belongs to the frame's site: WebAuthn refuses an IP-address origin, and a
 * cross-site iframe may ask only with the embedder's `allow`. The authenticator is Chromium's virtual
 * one (DevTools), which answers as a platform passkey with the user verified.
 */
test('the frame, cross-site in the page, creates a passkey for its own site and signs in with it', async ({ page }) => {
  await openDemo(page)
  const frame = page.frames().find((f) => f.url().startsWith(`${WORKER_ORIGIN}/`))!
  const devtools = await page.context().newCDPSession(frame)
  await devtools.send('WebAuthn.enable')
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  })

  const signedIn = await frame.evaluate(async () => {
    const created = (await navigator.credentials.create({
      publicKey: {
        rp: { name: 'Porthole' },
        user: { id: new Uint8Array(16), name: 'visitor', displayName: 'Visitor' },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    })) as PublicKeyCredential
    const asserted = (await navigator.credentials.get({
      publicKey: { challenge: crypto.getRandomValues(new Uint8Array(32)), userVerification: 'required' },
    })) as PublicKeyCredential
    const client = JSON.parse(new TextDecoder().decode(asserted.response.clientDataJSON)) as Record<string, unknown>
    return { sameCredential: asserted.id === created.id, origin: client.origin, crossOrigin: client.crossOrigin, topOrigin: client.topOrigin }
  })
  expect(signedIn).toEqual({ sameCredential: true, origin: WORKER_ORIGIN, crossOrigin: true, topOrigin: DEMO_ORIGIN })
})
