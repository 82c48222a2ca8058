import { describe, expect, it } from 'vitest'
import { analyticsEventsSql, LIST_PROJECTS_SQL, removeProjectSql, setSmartAccountsSql, sqlString, updateProjectSql, upsertProjectSql } from '../../cli/sql.js'
import { defaultFeatures } from '../../src/projects/defaults.js'

describe('project SQL', () => {
  it('quotes strings by doubling single quotes', () => {
    expect(sqlString("O'Brien's")).toBe("'O''Brien''s'")
    expect(sqlString('a\\b"c')).toBe(`'a\\b"c'`)
    expect(() => sqlString('a\0b')).toThrow()
  })

  it('upserts a project, keeping its creation time on update', () => {
    const features = defaultFeatures(['swaps'])
    const sql = upsertProjectSql(
      { id: 'demo', name: "Bob's Demo", origins: ['http://localhost:*'], returnUrls: ['http://localhost:5173/'], features },
      1_700_000_000_000,
    )
    expect(sql).toContain(
      `VALUES ('demo', 'Bob''s Demo', '["http://localhost:*"]', '["http://localhost:5173/"]', '${JSON.stringify(features)}', NULL, NULL, NULL, 0, NULL, NULL, NULL, 1700000000000)`,
    )
    expect(sql).toContain(
      'ON CONFLICT(id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins, return_urls = excluded.return_urls, features = excluded.features',
    )
    expect(sql).not.toMatch(/SET[^;]*created_at =/)
  })

  it('stores the default network, or NULL (eip155:1) without one, on insert and update', () => {
    const features = defaultFeatures()
    const local = upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, defaultNetwork: 'eip155:31337' }, 1)
    expect(local).toContain(`'${JSON.stringify(features)}', 'eip155:31337', NULL, NULL, 0, NULL, NULL, NULL, 1)`)
    expect(local).toContain('default_network = excluded.default_network')
    expect(upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features }, 1)).toContain(
      `'${JSON.stringify(features)}', NULL, NULL, NULL, 0, NULL, NULL, NULL, 1)`,
    )
  })

  it('stores the smart-account networks as JSON, or NULL (none), on insert and update', () => {
    const features = defaultFeatures()
    const both = upsertProjectSql(
      { id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, smartAccountNetworks: ['eip155:31337', 'eip155:31338'] },
      1,
    )
    expect(both).toContain(`NULL, NULL, '["eip155:31337","eip155:31338"]', 0, NULL, NULL, NULL, 1)`)
    expect(both).toContain('smart_account_networks = excluded.smart_account_networks')
    expect(upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, smartAccountNetworks: [] }, 1)).toContain(
      'NULL, NULL, NULL, 0, NULL, NULL, NULL, 1)',
    )
    expect(setSmartAccountsSql("de'mo", ['eip155:10'])).toBe(`UPDATE projects SET smart_account_networks = '["eip155:10"]' WHERE id = 'de''mo' RETURNING id`)
    expect(setSmartAccountsSql('demo', [])).toBe("UPDATE projects SET smart_account_networks = NULL WHERE id = 'demo' RETURNING id")
  })

  it('removes and lists', () => {
    expect(removeProjectSql('demo')).toBe("DELETE FROM projects WHERE id = 'demo' RETURNING id")
    expect(LIST_PROJECTS_SQL).toMatch(
      /^SELECT id, name, allowed_origins, features, default_network, return_urls, siwx, smart_account_networks, networks, basic, terms_url, privacy_url, created_at FROM projects/,
    )
  })

  it('stores basic mode and the legal links on insert, and updates only what set names', () => {
    const features = defaultFeatures()
    const sql = upsertProjectSql(
      {
        id: 'demo',
        name: 'Demo',
        origins: ['http://localhost:*'],
        returnUrls: [],
        features,
        basic: true,
        termsUrl: "https://shop.test/terms?a='b'",
        privacyUrl: null,
      },
      1,
    )
    expect(sql).toContain(`NULL, NULL, NULL, 1, 'https://shop.test/terms?a=''b''', NULL, NULL, 1)`)
    expect(sql).toContain('basic = excluded.basic, terms_url = excluded.terms_url, privacy_url = excluded.privacy_url')
    expect(updateProjectSql("de'mo", { basic: false, privacyUrl: null })).toBe(
      "UPDATE projects SET basic = 0, privacy_url = NULL WHERE id = 'de''mo' RETURNING id",
    )
    expect(updateProjectSql('demo', { features: [{ id: 'swaps', isEnabled: false, config: null }] })).toBe(
      `UPDATE projects SET features = '[{"id":"swaps","isEnabled":false,"config":null}]' WHERE id = 'demo' RETURNING id`,
    )
    expect(() => updateProjectSql('demo', {})).toThrow()
  })

  it("stores the project's networks as JSON in its order (NULL: the defaults), and set changes them and the default network", () => {
    const features = defaultFeatures()
    const sql = upsertProjectSql(
      { id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, networks: ['eip155:8453', 'eip155:42161'] },
      1,
    )
    expect(sql).toContain(`0, NULL, NULL, '["eip155:8453","eip155:42161"]', 1)`)
    expect(sql).toContain('networks = excluded.networks')
    expect(updateProjectSql('demo', { networks: ['eip155:8453', 'eip155:42161'], defaultNetwork: 'eip155:8453' })).toBe(
      `UPDATE projects SET networks = '["eip155:8453","eip155:42161"]', default_network = 'eip155:8453' WHERE id = 'demo' RETURNING id`,
    )
    expect(updateProjectSql('demo', { networks: [] })).toBe("UPDATE projects SET networks = NULL WHERE id = 'demo' RETURNING id")
  })

  it("reads a project's analytics events, newest first, bounded", () => {
    expect(analyticsEventsSql("de'mo", 20)).toBe(
      "SELECT event_id, event, url, domain, timestamp, props, received_at FROM analytics_events WHERE project_id = 'de''mo' ORDER BY id DESC LIMIT 20",
    )
  })
})
