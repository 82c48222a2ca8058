import type { SiwxMessage } from '@porthole/protocol'
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { getAddress, isAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'

/** The fields the worker decides; `serializedMessage` is derived from them. */
export type MessageFields = Omit<SiwxMessage, 'serializedMessage'>

/** The fields every namespace's parser gives back, for the checks of verify.ts. */
export type ParsedMessage = {
  address: string
  chainId: string
  domain: string
  uri: string
  nonce: string
  issuedAt?: Date
  expirationTime?: Date
  notBefore?: Date
}

const reference = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

/** EIP-4361 for eip155, Sign-In With Solana for solana: the text the wallet shows and signs. */
export function serialize(fields: MessageFields): string {
  const { accountAddress, chainId, domain, uri, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = fields
  if (chainId.startsWith('eip155:')) {
    return createSiweMessage({
      address: getAddress(accountAddress),
      chainId: Number(reference(chainId)),
      domain,
      uri,
      version: '1',
      nonce,
      issuedAt: new Date(issuedAt),
      expirationTime: new Date(expirationTime),
      ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
      ...(statement ? { statement } : {}),
      ...(resources?.length ? { resources } : {}),
      ...(requestId ? { requestId } : {}),
    })
  }
  // SIWS's Chain ID is the cluster as the CAIP-2 reference names it.
  return createSignInMessageText({
    domain,
    address: accountAddress,
    uri,
    version: '1',
    chainId: reference(chainId),
    nonce,
    issuedAt,
    expirationTime,
    ...(notBefore ? { notBefore } : {}),
    ...(statement ? { statement } : {}),
    ...(resources?.length ? { resources } : {}),
    ...(requestId ? { requestId } : {}),
  })
}

/** The message's fields, read back from its text; undefined when it is neither format. */
export function parse(text: string): ParsedMessage | undefined {
  const siwe = parseSiweMessage(text)
  if (siwe.address && siwe.domain && siwe.uri && siwe.nonce && siwe.chainId !== undefined && isAddress(siwe.address)) {
    return {
      address: siwe.address,
      chainId: `eip155:${siwe.chainId}`,
      domain: siwe.domain,
      uri: siwe.uri,
      nonce: siwe.nonce,
      ...(siwe.issuedAt ? { issuedAt: siwe.issuedAt } : {}),
      ...(siwe.expirationTime ? { expirationTime: siwe.expirationTime } : {}),
      ...(siwe.notBefore ? { notBefore: siwe.notBefore } : {}),
    }
  }
  const siws = parseSignInMessageText(text)
  if (!siws?.uri || !siws.nonce || !siws.chainId) return undefined
  return {
    address: siws.address,
    chainId: `solana:${siws.chainId}`,
    domain: siws.domain,
    uri: siws.uri,
    nonce: siws.nonce,
    ...(siws.issuedAt ? { issuedAt: new Date(siws.issuedAt) } : {}),
    ...(siws.expirationTime ? { expirationTime: new Date(siws.expirationTime) } : {}),
    ...(siws.notBefore ? { notBefore: new Date(siws.notBefore) } : {}),
  }
}
