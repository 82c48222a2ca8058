import { describe, expect, it } from 'vitest'
import { LIST_PROJECTS_SQL, removeProjectSql, setProjectSql, sqlString, upsertProjectSql } from '../../cli/sql.js'
import { defaultFeatures } from '../../src/projects/defaults.js'

describe('project SQL', () => {
  it('quotes strings by doubling single quotes', () => {
    expect(sqlString("O'Brien's")).toBe("'O''Brien''s'")
    expect(sqlString('a\\b"c')).toBe(`'a\\b"c'`)
    expect(() => sqlString('a\0b')).toThrow()
  })

  it('upserts a project, keeping its creation time on update', () => {
    const features = defaultFeatures(['swaps'])
    const sql = upsertProjectSql({ id: 'demo', name: "Bob's Demo", origins: ['http://localhost:*'], returnUrls: ['http://localhost:5173/'], features }, 1_700_000_000_000)
    expect(sql).toContain(`VALUES ('demo', 'Bob''s Demo', '["http://localhost:*"]', '["http://localhost:5173/"]', '${JSON.stringify(features)}', NULL, NULL, NULL, NULL, 1700000000000)`)
    expect(sql).toContain('ON CONFLICT(id) DO UPDATE SET name = excluded.name, allowed_origins = excluded.allowed_origins, return_urls = excluded.return_urls, features = excluded.features')
    expect(sql).not.toMatch(/SET[^;]*created_at =/)
  })

  it('stores the default network, or NULL (eip155:1) without one, on insert and update', () => {
    const features = defaultFeatures()
    const local = upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, defaultNetwork: 'eip155:31337' }, 1)
    expect(local).toContain(`'${JSON.stringify(features)}', 'eip155:31337', NULL, NULL, NULL, 1)`)
    expect(local).toContain('default_network = excluded.default_network')
    expect(upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features }, 1)).toContain(`'${JSON.stringify(features)}', NULL, NULL, NULL, NULL, 1)`)
  })

  it('stores the smart-account networks as JSON, or NULL (none), on insert and update', () => {
    const features = defaultFeatures()
    const both = upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, smartAccountNetworks: ['eip155:31337', 'eip155:31338'] }, 1)
    expect(both).toContain(`NULL, NULL, '["eip155:31337","eip155:31338"]', NULL, 1)`)
    expect(both).toContain('smart_account_networks = excluded.smart_account_networks')
    expect(upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, smartAccountNetworks: [] }, 1)).toContain('NULL, NULL, NULL, NULL, 1)')
    expect(setProjectSql("de'mo", { smartAccountNetworks: ['eip155:10'] })).toBe(`UPDATE projects SET smart_account_networks = '["eip155:10"]' WHERE id = 'de''mo' RETURNING id`)
    expect(setProjectSql('demo', { smartAccountNetworks: [] })).toBe("UPDATE projects SET smart_account_networks = NULL WHERE id = 'demo' RETURNING id")
    expect(setProjectSql('demo', { networks: ['eip155:8453', 'eip155:42161'], defaultNetwork: 'eip155:8453' })).toBe(
      `UPDATE projects SET networks = '["eip155:8453","eip155:42161"]', default_network = 'eip155:8453' WHERE id = 'demo' RETURNING id`,
    )
    expect(setProjectSql('demo', { networks: [] })).toBe("UPDATE projects SET networks = NULL WHERE id = 'demo' RETURNING id")
  })

  it("stores the project's networks as JSON in its order, or NULL (the defaults)", () => {
    const features = defaultFeatures()
    const sql = upsertProjectSql({ id: 'demo', name: 'Demo', origins: ['http://localhost:*'], returnUrls: [], features, networks: ['eip155:8453', 'eip155:42161'] }, 1)
    expect(sql).toContain(`NULL, '["eip155:8453","eip155:42161"]', 1)`)
    expect(sql).toContain('networks = excluded.networks')
  })

  it('removes and lists', () => {
    expect(removeProjectSql('demo')).toBe("DELETE FROM projects WHERE id = 'demo' RETURNING id")
    expect(LIST_PROJECTS_SQL).toMatch(/^SELECT id, name, allowed_origins, features, default_network, return_urls, siwx, smart_account_networks, networks, created_at FROM projects/)
  })
})
