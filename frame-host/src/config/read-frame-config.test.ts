import { describe, expect, it } from 'vitest'
import { configDocument, testConfig } from '../testing/page-end.js'
import { readFrameConfig } from './read-frame-config.js'

const textDocument = (text: string | null) => ({ getElementById: () => ({ textContent: text }) })

describe('readFrameConfig', () => {
  it('reads the config the worker wrote', () => {
    expect(readFrameConfig(configDocument(testConfig()))).toEqual(testConfig())
  })

  it.each([
    ['no config element', { getElementById: () => null }],
    ['an empty element', textDocument('')],
    ['text that is not JSON', textDocument('{projectId:')],
    ['JSON of the wrong shape', textDocument(JSON.stringify({ projectId: 'demo', theme: 'pink' }))],
    ['the unreplaced placeholder', textDocument('<!--porthole:config-->')],
  ])('treats %s as an invalid project', (_name, doc) => {
    expect(readFrameConfig(doc)).toMatchObject({ alert: 'Invalid Project ID', allowedOrigins: [] })
  })
})
