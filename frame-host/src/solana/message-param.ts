import { getBase58Decoder } from '@solana/kit'

/** A text as `solana_signMessage` takes it: its UTF-8 bytes in base58. Lives in the Solana chunk, loaded only when a Solana account signs. */
export function solanaMessageParam(text: string): string {
  return getBase58Decoder().decode(new TextEncoder().encode(text))
}
