export * from './errors/base-error.js'
export * from './errors/base.js'
export * from './errors/rpc.js'
export * from './errors/from-unknown.js'
