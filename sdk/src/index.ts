/** @porthole/sdk: Porthole for bundler users. */
export { createPorthole, type PortholeOptions } from './create-porthole.js'
export type { FamilyRequest, Porthole, PortholeSiwx } from '../../loader/src/porthole.js'
export type { PortholeEvent, PortholePageApi, PortholeState } from '../../loader/src/page-api.js'
export type { OpenTarget } from '../../loader/src/channel/frame-controller.js'
export type { Provider, RequestArguments, RequestOptions } from '../../loader/src/provider.js'
export type { Compat } from '../../loader/src/compat.js'
export type {
  AccountStatus,
  EmbeddedWalletInfo,
  Namespace,
  PageAccount,
  PageEvent,
  PageEventName,
  PageNetwork,
  SiwxSession,
  Theme,
  ThemeInput,
  ThemeVariablesInput,
  View,
} from '@porthole/protocol'
