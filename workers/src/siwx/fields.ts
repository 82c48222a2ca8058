import type { SiwxMessage } from '@porthole/protocol'

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
