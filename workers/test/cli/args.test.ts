import { describe, expect, it } from 'vitest'
import { parseCommand, UsageError } from '../../cli/args.js'

const parse = (line: string[]) => parseCommand(line)
const fails = (line: string[], message: RegExp) => {
  expect(() => parse(line)).toThrow(UsageError)
  expect(() => parse(line)).toThrow(message)
}

describe('project command line', () => {
  it('parses add with canonical, de-duplicated origins and disabled features', () => {
    const command = parse([
      'add',
      'demo',
      '--name',
      ' Demo ',
      '--origin',
      'HTTP://LocalHost:*',
      '--origin',
      'https://*.example.com:443',
      '--origin',
      'http://localhost:*',
      '--disable',
      'swaps',
      '--disable',
      'onramp',
    ])
    expect(command).toEqual({
      kind: 'add',
      id: 'demo',
      name: 'Demo',
      origins: ['http://localhost:*', 'https://*.example.com'],
      returnUrls: [],
      disabled: ['swaps', 'onramp'],
      smartAccountNetworks: [],
      target: { remote: false, persistTo: undefined },
    })
  })

  it('parses list and remove with their targets', () => {
    expect(parse(['list', '--remote'])).toEqual({ kind: 'list', target: { remote: true } })
    expect(parse(['remove', 'demo', '--persist-to', '.devnet/state'])).toEqual({
      kind: 'remove',
      id: 'demo',
      target: { remote: false, persistTo: '.devnet/state' },
    })
  })

  it('parses a CAIP-2 default network and names a bad one', () => {
    expect(parse(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--default-network', 'eip155:31337'])).toMatchObject({
      defaultNetwork: 'eip155:31337',
    })
    expect(parse(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*'])).not.toHaveProperty('defaultNetwork')
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--default-network', '31337'], /Invalid default network '31337'/)
    fails(
      ['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--default-network', "eip155:1'; DROP TABLE projects;--"],
      /Invalid default network/,
    )
    fails(['remove', 'demo', '--default-network', 'eip155:1'], /applies to 'add' and 'set' only/)
  })

  it("parses the project's networks (known ones, in order, once each) on add and set", () => {
    expect(
      parse(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--networks', 'eip155:8453,eip155:42161', '--networks', 'eip155:8453']),
    ).toMatchObject({
      networks: ['eip155:8453', 'eip155:42161'],
    })
    expect(parse(['set', 'demo', '--networks', 'eip155:8453,eip155:42161', '--default-network', 'eip155:8453'])).toEqual({
      kind: 'set',
      id: 'demo',
      networks: ['eip155:8453', 'eip155:42161'],
      defaultNetwork: 'eip155:8453',
      target: { remote: false, persistTo: undefined },
    })
    expect(parse(['set', 'demo', '--networks', ''])).toMatchObject({ networks: [] })
    fails(['set', 'demo', '--networks', 'eip155:99999'], /Unknown network 'eip155:99999'/)
    fails(['remove', 'demo', '--networks', 'eip155:1'], /--networks applies to 'add' and 'set' only/)
  })

  it('parses the smart-account networks (comma-separated or repeated, eip155 only) and names a bad one', () => {
    const base = ['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*']
    expect(parse([...base, '--smart-accounts', 'eip155:31337,eip155:31338'])).toMatchObject({ smartAccountNetworks: ['eip155:31337', 'eip155:31338'] })
    expect(parse([...base, '--smart-accounts', 'eip155:8453', '--smart-accounts', 'eip155:8453'])).toMatchObject({ smartAccountNetworks: ['eip155:8453'] })
    expect(parse(base)).toMatchObject({ smartAccountNetworks: [] })
    fails([...base, '--smart-accounts', 'solana:localnet'], /Invalid smart-account network 'solana:localnet'/)
    fails([...base, '--smart-accounts', "eip155:1'--"], /Invalid smart-account network/)
    fails(['remove', 'demo', '--smart-accounts', 'eip155:1'], /applies to 'add' and 'set' only/)
    expect(parse(['set', 'demo', '--smart-accounts', 'eip155:10', '--remote'])).toEqual({
      kind: 'set',
      id: 'demo',
      smartAccountNetworks: ['eip155:10'],
      target: { remote: true },
    })
    expect(parse(['set', 'demo', '--smart-accounts', ''])).toMatchObject({ smartAccountNetworks: [] })
    fails(['set', 'demo'], /'set' needs --smart-accounts, --feature/)
    fails(['set', 'demo', '--smart-accounts', 'eip155:10', '--name', 'X'], /applies to 'add' only/)
  })

  it('parses feature switches, basic mode and the legal links on add and set', () => {
    expect(
      parse([
        'set',
        'demo',
        '--feature',
        'swaps=off',
        '--feature',
        'smartSessions=on',
        '--basic',
        'on',
        '--terms-url',
        'https://shop.test/terms',
        '--privacy-url',
        '',
      ]),
    ).toEqual({
      kind: 'set',
      id: 'demo',
      features: { swaps: false, smartSessions: true },
      basic: true,
      termsUrl: 'https://shop.test/terms',
      privacyUrl: null,
      target: { remote: false, persistTo: undefined },
    })
    expect(parse(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--feature', 'legalCheckbox=on'])).toMatchObject({
      features: { legalCheckbox: true },
    })
    fails(['set', 'demo', '--feature', 'teleport=on'], /Unknown feature 'teleport'/)
    fails(['set', 'demo', '--feature', 'swaps'], /expected <feature>=on\|off/)
    fails(['set', 'demo', '--feature', 'swaps=maybe'], /expected on or off/)
    fails(['set', 'demo', '--basic', 'yes'], /Invalid --basic 'yes'/)
    fails(['set', 'demo', '--terms-url', 'javascript:alert(1)'], /Invalid --terms-url/)
    fails(['remove', 'demo', '--feature', 'swaps=off'], /--feature applies to 'add' and 'set' only/)
  })

  it('parses events with a bounded limit', () => {
    expect(parse(['events', 'demo'])).toEqual({ kind: 'events', id: 'demo', limit: 50, target: { remote: false, persistTo: undefined } })
    expect(parse(['events', 'demo', '--limit', '5'])).toMatchObject({ limit: 5 })
    fails(['events', 'demo', '--limit', '0'], /Invalid --limit/)
    fails(['list', '--limit', '5'], /--limit applies to 'events' only/)
  })

  it('parses sign-in with X settings, bounding the expiry to 5 minutes to 7 days', () => {
    const base = ['add', 'demo', '--name', 'Demo', '--origin', 'https://shop.test']
    expect(
      parse([...base, '--siwx', 'required', '--siwx-statement', 'Sign in', '--siwx-expiry', '300', '--siwx-resource', 'https://shop.test/terms']),
    ).toMatchObject({
      siwx: { required: true, statement: 'Sign in', expirySeconds: 300, resources: ['https://shop.test/terms'], clearOnDisconnect: true },
    })
    expect(parse([...base, '--siwx', 'optional', '--siwx-keep-on-disconnect'])).toMatchObject({
      siwx: { required: false, expirySeconds: 86_400, clearOnDisconnect: false },
    })
    expect(parse(base)).not.toHaveProperty('siwx')
    fails([...base, '--siwx', 'always'], /Invalid --siwx 'always'/)
    fails([...base, '--siwx', 'required', '--siwx-expiry', '299'], /expiry is whole seconds from 300 to 604800/)
    fails([...base, '--siwx', 'required', '--siwx-expiry', String(7 * 86_400 + 1)], /Invalid sign-in settings/)
    fails([...base, '--siwx-statement', 'Sign in'], /need --siwx/)
    fails(['remove', 'demo', '--siwx', 'required'], /applies to 'add' only/)
  })

  it('parses exact return URLs and names a bad one', () => {
    const command = parse([
      'add',
      'demo',
      '--name',
      'Demo',
      '--origin',
      'https://shop.test',
      '--return-url',
      'https://shop.test',
      '--return-url',
      'https://shop.test/app?tab=1',
    ])
    expect(command).toMatchObject({ returnUrls: ['https://shop.test/', 'https://shop.test/app?tab=1'] })
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'https://shop.test', '--return-url', 'https://shop.test/#x'], /Invalid return URL/)
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'https://shop.test', '--return-url', 'javascript:alert(1)'], /Invalid return URL/)
    fails(['list', '--return-url', 'https://shop.test/'], /applies to 'add' only/)
  })

  it('refuses wildcards on public suffixes, ICANN and private ones', () => {
    for (const origin of ['https://*.com', 'https://*.co.uk', 'https://*.github.io', 'http://*.localhost:*']) {
      fails(['add', 'demo', '--name', 'Demo', '--origin', origin], /is a public suffix/)
    }
    expect(parse(['add', 'demo', '--name', 'Demo', '--origin', 'https://*.example.co.uk', '--origin', 'https://*.porthole.github.io'])).toMatchObject({
      origins: ['https://*.example.co.uk', 'https://*.porthole.github.io'],
    })
  })

  it('names an invalid origin', () => {
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'http://localhost:*', '--origin', 'ftp://example.com'], /Invalid origin 'ftp:\/\/example.com'/)
    fails(['add', 'demo', '--name', 'Demo', '--origin', "https://x.com'; DROP TABLE projects;--"], /Invalid origin/)
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'https://example.com/path'], /Invalid origin/)
  })

  it('rejects bad ids, names, features and flags', () => {
    fails(['add', "x'--", '--name', 'X', '--origin', 'https://x.com'], /Invalid project id/)
    fails(['add', 'a'.repeat(65), '--name', 'X', '--origin', 'https://x.com'], /Invalid project id/)
    fails(['add', 'demo', '--origin', 'https://x.com'], /Missing --name/)
    fails(['add', 'demo', '--name', 'a\u0007b', '--origin', 'https://x.com'], /Invalid name/)
    fails(['add', 'demo', '--name', 'Demo'], /at least one --origin/)
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'https://x.com', '--disable', 'teleport'], /Unknown feature 'teleport'/)
    fails(['add', 'demo', '--name', 'Demo', '--origin', 'https://x.com', '--colour', 'red'], /colour/)
    fails(['list', '--remote', '--persist-to', 'x'], /--persist-to/)
    fails(['remove'], /Missing project id/)
    fails(['remove', 'demo', '--origin', 'https://x.com'], /applies to 'add' only/)
    fails(['list', 'extra'], /Unexpected argument/)
    fails([], /Missing command/)
    fails(['drop'], /Unknown command 'drop'/)
  })
})
