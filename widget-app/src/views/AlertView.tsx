/** Shown instead of everything else when the worker did not serve this frame for a known project. */
export function AlertView({ alert }: { alert: string }) {
  return (
    <div className="panel">
      <p className="panel-title">{alert}</p>
      <p className="notice">This site’s wallet is not set up correctly, so it cannot open here.</p>
    </div>
  )
}
