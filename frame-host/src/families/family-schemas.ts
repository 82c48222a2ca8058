import {
  bip122Params,
  bip122Results,
  cosmosParams,
  cosmosResults,
  familyAccounts,
  InternalRpcError,
  InvalidParamsRpcError,
  polkadotParams,
  polkadotResults,
  type FamilyNamespace,
} from '@porthole/protocol'
import type * as z from 'zod/mini'

type Schema = () => z.ZodMiniType

export const FamilyMessages = {
  badAnswer: 'The wallet answered in a shape the widget does not take',
} as const
/** Each allowed method of a family: the params a dapp must send (none for accounts methods), and the answer a wallet must give. */
type MethodSchemas = { readonly params?: Schema; readonly result: Schema }

const FAMILY_METHODS: { readonly [N in FamilyNamespace]: ReadonlyMap<string, MethodSchemas> } = {
  bip122: new Map([
    ['getAccountAddresses', { params: bip122Params.getAccountAddresses, result: familyAccounts }],
    ['signMessage', { params: bip122Params.signMessage, result: bip122Results.signMessage }],
    ['signPsbt', { params: bip122Params.signPsbt, result: bip122Results.signPsbt }],
    ['sendTransfer', { params: bip122Params.sendTransfer, result: bip122Results.sendTransfer }],
  ]),
  polkadot: new Map([
    ['polkadot_requestAccounts', { result: polkadotResults.accounts }],
    ['polkadot_signMessage', { params: polkadotParams.signMessage, result: polkadotResults.signMessage }],
    ['polkadot_signTransaction', { params: polkadotParams.signTransaction, result: polkadotResults.signTransaction }],
  ]),
  cosmos: new Map([
    ['cosmos_getAccounts', { result: cosmosResults.accounts }],
    ['cosmos_requestAccounts', { result: cosmosResults.accounts }],
    ['cosmos_signArbitrary', { params: cosmosParams.signArbitrary, result: cosmosResults.signArbitrary }],
    ['cosmos_signAmino', { params: cosmosParams.signAmino, result: cosmosResults.signAmino }],
    ['cosmos_signDirect', { params: cosmosParams.signDirect, result: cosmosResults.signDirect }],
  ]),
}

function schemasOf(namespace: FamilyNamespace, method: string): MethodSchemas {
  const schemas = FAMILY_METHODS[namespace].get(method)
  // The allow-list lets through only methods listed here; a gap is the frame's bug, not the dapp's.
  if (!schemas) throw new InternalRpcError(`No shape for ${namespace} ${method}`)
  return schemas
}

/** A dapp's params for the family's method, or -32602 naming the method; nothing reaches a wallet before this passes. */
export function parseFamilyParams(namespace: FamilyNamespace, method: string, params: unknown): unknown {
  const schemas = schemasOf(namespace, method)
  // Accounts methods take nothing; whatever a dapp sends along is not passed on.
  if (!schemas.params) return undefined
  const parsed = schemas.params().safeParse(params)
  if (!parsed.success) throw new InvalidParamsRpcError(`Invalid params for ${method}`)
  return parsed.data
}

/** A wallet's answer (the page's, or a WalletConnect peer's), only in the method's shape; anything else is -32603. */
export function parseFamilyResult(namespace: FamilyNamespace, method: string, result: unknown): unknown {
  const parsed = schemasOf(namespace, method).result().safeParse(result)
  if (!parsed.success) throw new InternalRpcError(FamilyMessages.badAnswer)
  return parsed.data
}
