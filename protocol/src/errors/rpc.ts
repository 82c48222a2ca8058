import type { BaseError } from './base-error.js'
import { PortholeError } from './base.js'

/**
 * The base of each standard code's class (viem's `errors/rpc.ts` is the model):
 * the code, and its standard text unless the thrower has a message of its own.
 * Called with literals only, so a bundle that uses none of the classes drops them all.
 */
function standard<const C extends number>(code: C, name: string, defaultMessage: string) {
  return class extends PortholeError {
    static readonly code = code
    static readonly defaultMessage = defaultMessage
    declare readonly code: C
    override name = name

    constructor(message: string = defaultMessage, data?: unknown, options?: BaseError.Options) {
      super(code, message, data, options)
    }
  }
}

// EIP-1193 provider errors; 4200 carries the text.
export class UserRejectedRequestError extends /* @__PURE__ */ standard(4001, 'UserRejectedRequestError', 'User rejected the request.') {}
export class UnauthorizedProviderError
  extends /* @__PURE__ */ standard(4100, 'UnauthorizedProviderError', 'The requested account and/or method has not been authorized by the user.') {}
export class UnsupportedProviderMethodError extends /* @__PURE__ */ standard(4200, 'UnsupportedProviderMethodError', 'Requested RPC call is not allowed') {}
export class ProviderDisconnectedError extends /* @__PURE__ */ standard(4900, 'ProviderDisconnectedError', 'The provider is disconnected from all chains.') {}
export class ChainDisconnectedError
  extends /* @__PURE__ */ standard(4901, 'ChainDisconnectedError', 'The provider is disconnected from the specified chain.') {}
export class SwitchChainError extends /* @__PURE__ */ standard(4902, 'SwitchChainError', 'Unrecognized chain ID.') {}

// JSON-RPC 2.0.
export class ParseRpcError extends /* @__PURE__ */ standard(-32700, 'ParseRpcError', 'Parse error') {}
export class InvalidRequestRpcError extends /* @__PURE__ */ standard(-32600, 'InvalidRequestRpcError', 'Invalid Request') {}
export class MethodNotFoundRpcError extends /* @__PURE__ */ standard(-32601, 'MethodNotFoundRpcError', 'Method not found') {}
export class InvalidParamsRpcError extends /* @__PURE__ */ standard(-32602, 'InvalidParamsRpcError', 'Invalid params') {}
export class InternalRpcError extends /* @__PURE__ */ standard(-32603, 'InternalRpcError', 'Internal error') {}

// EIP-1474 server errors.
export class InvalidInputRpcError extends /* @__PURE__ */ standard(-32000, 'InvalidInputRpcError', 'Invalid input') {}
export class ResourceNotFoundRpcError extends /* @__PURE__ */ standard(-32001, 'ResourceNotFoundRpcError', 'Resource not found') {}
export class ResourceUnavailableRpcError extends /* @__PURE__ */ standard(-32002, 'ResourceUnavailableRpcError', 'Resource unavailable') {}
export class TransactionRejectedRpcError extends /* @__PURE__ */ standard(-32003, 'TransactionRejectedRpcError', 'Transaction rejected') {}
export class MethodNotSupportedRpcError extends /* @__PURE__ */ standard(-32004, 'MethodNotSupportedRpcError', 'Method not supported') {}
export class LimitExceededRpcError extends /* @__PURE__ */ standard(-32005, 'LimitExceededRpcError', 'Limit exceeded') {}
export class JsonRpcVersionUnsupportedError extends /* @__PURE__ */ standard(-32006, 'JsonRpcVersionUnsupportedError', 'JSON-RPC version not supported') {}

// CAIP-25, as WalletConnect's sign protocol answers a rejected session proposal.
export class SessionRejectedError extends /* @__PURE__ */ standard(5000, 'SessionRejectedError', 'User rejected.') {}

// EIP-5792 call bundles and capabilities.
export class UnsupportedNonOptionalCapabilityError
  extends /* @__PURE__ */ standard(5700, 'UnsupportedNonOptionalCapabilityError', 'Unsupported non-optional capability') {}
export class UnsupportedChainIdError extends /* @__PURE__ */ standard(5710, 'UnsupportedChainIdError', 'Unsupported chain id') {}
export class DuplicateIdError extends /* @__PURE__ */ standard(5720, 'DuplicateIdError', 'Duplicate ID') {}
export class UnknownBundleIdError extends /* @__PURE__ */ standard(5730, 'UnknownBundleIdError', 'Unknown bundle id') {}
export class BundleTooLargeError extends /* @__PURE__ */ standard(5740, 'BundleTooLargeError', 'Bundle too large') {}
export class AtomicReadyWalletRejectedUpgradeError
  extends /* @__PURE__ */ standard(5750, 'AtomicReadyWalletRejectedUpgradeError', 'Atomic-ready wallet rejected upgrade') {}
export class AtomicityNotSupportedError extends /* @__PURE__ */ standard(5760, 'AtomicityNotSupportedError', 'Atomicity not supported') {}

/** Files that still import the earlier name. */
export { UserRejectedRequestError as UserRejectedError }

/** Every standard class, for `fromUnknown` to pick one by code. */
export const StandardErrors = [
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  SessionRejectedError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
] as const
