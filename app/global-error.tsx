'use client'

/** Last-resort error page, used when the root layout itself fails; it must render its own <html>. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-US">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1.5rem' }}>
        <h1>Something went wrong</h1>
        <p>Noether failed to load this page. Try again, or go back to the home page.</p>
        <p>
          <button type="button" onClick={reset}>Try again</button>{' '}
          {/* A full page load on purpose: the app shell itself failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home</a>
        </p>
      </body>
    </html>
  )
}
