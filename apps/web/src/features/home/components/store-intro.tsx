const promises = [
  { title: 'Genuine parts', text: 'Sourced from authorised distributors, sealed and under full warranty.' },
  { title: 'Bulk-friendly pricing', text: 'Minimum order quantities keep prices low for builders and businesses.' },
  { title: 'Expert advice', text: 'Not sure a part fits? Our technicians check compatibility with you.' },
] as const;

/** Spec §2 section 3: who we are, with the external Visiting Other link. */
export function StoreIntro() {
  return (
    <section data-testid="home-intro" aria-labelledby="home-intro-title" className="bg-base-200 px-4 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-widest text-secondary uppercase">About the store</p>
          <h2 id="home-intro-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Everything inside a computer, from one trusted supplier
          </h2>
          <p className="mt-4 text-base leading-relaxed text-pretty opacity-75 sm:text-lg">
            We supply processors, graphics cards, memory, storage, peripherals and networking gear to
            system builders, repair shops and enthusiasts. Every part is checked on arrival, stored
            carefully and shipped in protective packaging, so the upgrade you planned is the upgrade
            you get. New to building? Start with a primer on how the pieces fit together.
          </p>
          <a
            href="https://en.wikipedia.org/wiki/Personal_computer_hardware"
            target="_blank"
            rel="noopener noreferrer"
            className="btn mt-8 btn-primary"
          >
            Visiting Other
          </a>
        </div>
        <ul className="grid gap-4">
          {promises.map((promise) => (
            <li key={promise.title} className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <CheckIcon />
              </span>
              <div>
                <h3 className="font-semibold">{promise.title}</h3>
                <p className="mt-1 text-sm opacity-70">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
