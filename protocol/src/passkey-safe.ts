/**
 * The passkey account's Safe: 1.4.1 with Safe4337Module 0.3.0 on EntryPoint 0.7 (the canonical
 * deployments), owned by the passkey through Safe's WebAuthn shared signer 0.2.1 (audited), salt 0;
 * a second passkey owns it beside the first through its own signer proxy, which the factory makes.
 * `verifiers` packs the P-256 precompile (0x100, RIP-7212) above the audited FCL verifier that
 * takes over on chains without it, as the shared signer reads it: uint16(precompile) ‖ address.
 * The local chains have these at the same addresses. A worker may name another signer (its
 * PASSKEY_SIGNER, given to the frame as `passkeySigner`) for a chain that lacks them.
 */
export const PasskeySafe = {
  saltNonce: 0n,
  proxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  singleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  moduleSetup: '0x2dd68b007B46fBe91B9A7c3EDa5A7a1063cB5b47',
  safe4337Module: '0x75cf11467937ce3F2f357CE24ffc3DBF8fD5c226',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  /** What an operation of several calls delegates to: it can only call, never delegate further. */
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  sharedSigner: '0x94a4F6affBd8975951142c3999aEAB7ecee555c2',
  /** SafeWebAuthnSignerFactory 0.2.1: a further passkey's own signer contract (SafeWebAuthnSignerProxy), one per key. */
  signerFactory: '0x1d31F259eE307358a26dFb23EB365939E8641195',
  verifiers: '0x0100A86e0054C51E4894D88762a017ECc5E5235f5DBA',
} as const
