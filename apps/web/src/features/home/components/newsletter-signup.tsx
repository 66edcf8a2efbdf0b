/** Spec §2 section 8: a newsletter box that is shown but not wired to anything. */
export function NewsletterSignup() {
  return (
    <section data-testid="home-newsletter" aria-labelledby="home-newsletter-title" className="bg-base-100 px-4 py-16 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-box bg-neutral px-6 py-12 text-center text-neutral-content shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-20 -right-16 size-64 rounded-full bg-primary/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-24 -left-10 size-56 rounded-full bg-secondary/30 blur-3xl" />
        <div className="relative">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">Newsletter</p>
          <h2 id="home-newsletter-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Get deals before everyone else
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-pretty opacity-80">
            Subscribe to our newsletter for new arrivals, restocks and members-only offers. One e-mail a
            week, no spam.
          </p>
          {/* Deliberately not a form: nothing is sent, and Enter must not reload the page. */}
          <div className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              id="newsletter-email"
              type="text"
              inputMode="email"
              autoComplete="email"
              placeholder="Enter your email address"
              className="input input-lg w-full border-0 text-base-content sm:flex-1"
            />
            <button type="button" className="btn btn-lg btn-secondary">
              Subscribe
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
