import { LocalCluster } from './cluster.js'
import { serveCluster, type LocalSolanaNode } from './rpc-server.js'
import { seedCluster } from './seed.js'

/** A seeded local cluster, served in this process (litesvm is a library: there is no validator to spawn). */
export async function startLocalSolana(ports: { rpcPort: number; wsPort: number }): Promise<LocalSolanaNode> {
  const cluster = new LocalCluster()
  await seedCluster(cluster)
  return serveCluster(cluster, ports)
}
