import { describe, expect, it } from 'vitest'
import { scriptOptionsOf } from './create-porthole.js'

describe("the package's options", () => {
  it("are the snippet's: the worker's origin, the snippet's defaults, features and theme variables as the attributes' JSON", () => {
    expect(scriptOptionsOf({ workerUrl: 'https://porthole.example.com/any/path', projectId: 'shop' })).toEqual({
      origin: 'https://porthole.example.com',
      projectId: 'shop',
      theme: 'light',
      reconnect: true,
      injectWindowEthereum: false,
      dapp: {},
    })
    expect(
      scriptOptionsOf({
        workerUrl: 'https://porthole.example.com',
        projectId: 'shop',
        theme: 'system',
        themeVariables: { accent: '#e4572e' },
        features: { swaps: false },
        compat: 'metamask',
        announce: false,
        dapp: { name: 'Shop' },
      }),
    ).toEqual({
      origin: 'https://porthole.example.com',
      projectId: 'shop',
      theme: 'system',
      themeVariables: '{"accent":"#e4572e"}',
      reconnect: true,
      injectWindowEthereum: false,
      compat: 'metamask',
      features: '{"swaps":false}',
      dapp: { name: 'Shop' },
    })
  })

  it('refuse a worker URL that is not one', () => {
    expect(() => scriptOptionsOf({ workerUrl: 'porthole.example.com', projectId: 'shop' })).toThrow(TypeError)
  })
})
