/** Shown while the session and the first screen load; plain CSS, so it costs the first load nothing. */
export function FullPageSpin() {
  return (
    <div className="full-page-spin" role="status" aria-live="polite">
      <span className="full-page-spin__dot" aria-hidden />
      <span>Загрузка…</span>
    </div>
  );
}
