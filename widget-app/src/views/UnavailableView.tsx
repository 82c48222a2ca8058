/** A view the router knows by name but the frame cannot show yet. */
export function UnavailableView() {
  return (
    <div className="panel">
      <p className="notice">This view is not available yet.</p>
    </div>
  )
}
