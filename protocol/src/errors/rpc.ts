import { ErrorCodes, PortholeError } from './base.js'
import { Messages } from '../spec-messages.js'

/**
 * The base of each standard code's class (viem's `errors/rpc.ts` is the model):
 * the code, and its standard text unless the thrower has a message of its own.
 */
function standard<const C extends number>(code: C, name: string, defaultMessage: string) {
  return class extends PortholeError {
    static readonly code = code
    static readonly defaultMessage = defaultMessage
    declare readonly code: C
    override name = name

    constructor(message: string = defaultMessage, data?: unknown) {
      super(code, message, data)
    }
  }
}

// EIP-1193 provider errors; 4200 carries spec §8's text.
export class UserRejectedRequestError extends /* @__PURE__ */ standard(ErrorCodes.userRejected, 'UserRejectedRequestError', 'User rejected the request.') {}
export class UnauthorizedProviderError extends /* @__PURE__ */ standard(ErrorCodes.unauthorized, 'UnauthorizedProviderError', 'The requested account and/or method has not been authorized by the user.') {}
export class UnsupportedProviderMethodError extends /* @__PURE__ */ standard(ErrorCodes.unsupportedMethod, 'UnsupportedProviderMethodError', Messages.requestNotAllowed) {}
export class ProviderDisconnectedError extends /* @__PURE__ */ standard(ErrorCodes.disconnected, 'ProviderDisconnectedError', 'The provider is disconnected from all chains.') {}
export class ChainDisconnectedError extends /* @__PURE__ */ standard(ErrorCodes.chainDisconnected, 'ChainDisconnectedError', 'The provider is disconnected from the specified chain.') {}
export class SwitchChainError extends /* @__PURE__ */ standard(ErrorCodes.unrecognizedChain, 'SwitchChainError', 'Unrecognized chain ID.') {}

// JSON-RPC 2.0.
export class ParseRpcError extends /* @__PURE__ */ standard(ErrorCodes.parse, 'ParseRpcError', 'Parse error') {}
export class InvalidRequestRpcError extends /* @__PURE__ */ standard(ErrorCodes.invalidRequest, 'InvalidRequestRpcError', 'Invalid Request') {}
export class MethodNotFoundRpcError extends /* @__PURE__ */ standard(ErrorCodes.methodNotFound, 'MethodNotFoundRpcError', 'Method not found') {}
export class InvalidParamsRpcError extends /* @__PURE__ */ standard(ErrorCodes.invalidParams, 'InvalidParamsRpcError', 'Invalid params') {}
export class InternalRpcError extends /* @__PURE__ */ standard(ErrorCodes.internal, 'InternalRpcError', 'Internal error') {}

// EIP-1474 server errors.
export class InvalidInputRpcError extends /* @__PURE__ */ standard(ErrorCodes.invalidInput, 'InvalidInputRpcError', 'Invalid input') {}
export class ResourceNotFoundRpcError extends /* @__PURE__ */ standard(ErrorCodes.resourceNotFound, 'ResourceNotFoundRpcError', 'Resource not found') {}
export class ResourceUnavailableRpcError extends /* @__PURE__ */ standard(ErrorCodes.resourceUnavailable, 'ResourceUnavailableRpcError', 'Resource unavailable') {}
export class TransactionRejectedRpcError extends /* @__PURE__ */ standard(ErrorCodes.transactionRejected, 'TransactionRejectedRpcError', 'Transaction rejected') {}
export class MethodNotSupportedRpcError extends /* @__PURE__ */ standard(ErrorCodes.methodNotSupported, 'MethodNotSupportedRpcError', 'Method not supported') {}
export class LimitExceededRpcError extends /* @__PURE__ */ standard(ErrorCodes.limitExceeded, 'LimitExceededRpcError', 'Limit exceeded') {}
export class JsonRpcVersionUnsupportedError extends /* @__PURE__ */ standard(ErrorCodes.jsonRpcVersionUnsupported, 'JsonRpcVersionUnsupportedError', 'JSON-RPC version not supported') {}

// CAIP-25, as WalletConnect's sign protocol answers a rejected session proposal.
export class SessionRejectedError extends /* @__PURE__ */ standard(ErrorCodes.sessionRejected, 'SessionRejectedError', 'User rejected.') {}

// EIP-5792 call bundles and capabilities.
export class UnsupportedNonOptionalCapabilityError extends /* @__PURE__ */ standard(ErrorCodes.unsupportedNonOptionalCapability, 'UnsupportedNonOptionalCapabilityError', 'Unsupported non-optional capability') {}
export class UnsupportedChainIdError extends /* @__PURE__ */ standard(ErrorCodes.unsupportedChainId, 'UnsupportedChainIdError', 'Unsupported chain id') {}
export class DuplicateIdError extends /* @__PURE__ */ standard(ErrorCodes.duplicateId, 'DuplicateIdError', 'Duplicate ID') {}
export class UnknownBundleIdError extends /* @__PURE__ */ standard(ErrorCodes.unknownBundleId, 'UnknownBundleIdError', 'Unknown bundle id') {}
export class BundleTooLargeError extends /* @__PURE__ */ standard(ErrorCodes.bundleTooLarge, 'BundleTooLargeError', 'Bundle too large') {}
export class AtomicReadyWalletRejectedUpgradeError extends /* @__PURE__ */ standard(ErrorCodes.atomicReadyWalletRejectedUpgrade, 'AtomicReadyWalletRejectedUpgradeError', 'Atomic-ready wallet rejected upgrade') {}
export class AtomicityNotSupportedError extends /* @__PURE__ */ standard(ErrorCodes.atomicityNotSupported, 'AtomicityNotSupportedError', 'Atomicity not supported') {}

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
