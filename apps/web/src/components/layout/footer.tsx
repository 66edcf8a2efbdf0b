import type { PublicConfig, SocialNetwork } from '@coreparts/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

// Every link leads to a page of the shop (decision 051): the spec names the three lists, not their links.
const columns = [
  {
    title: 'Services',
    links: [
      { label: 'PC Builder', to: paths.builder },
      { label: 'Upgrade advice', to: paths.upgrade },
      { label: 'Shipping', to: paths.shopPage('shipping') },
      { label: 'Returns & refunds', to: paths.shopPage('returns') },
      { label: 'Warranty', to: paths.shopPage('warranty') },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact us', to: paths.shopPage('contact') },
      { label: 'Blog', to: paths.blog },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of sale', to: paths.shopPage('terms') },
      { label: 'Privacy policy', to: paths.shopPage('privacy') },
    ],
  },
];

const icons: Record<SocialNetwork, { label: string; path: string }> = {
  twitter: { label: 'Twitter', path: 'M22 5.9c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1.5 1.6 2 2.8 3.8 2.9A8.3 8.3 0 0 1 2 18.5 11.6 11.6 0 0 0 8.3 20.3c7.5 0 11.7-6.2 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2.2z' },
  youtube: { label: 'YouTube', path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z' },
  facebook: { label: 'Facebook', path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z' },
};

/**
 * The footer: link lists, the shop's social pages (only those configured) and the one line naming
 * the company (product.md §1).
 */
export function Footer({ storeName, social }: { storeName: string; social: PublicConfig['social'] }) {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        {columns.map((column) => (
          <nav key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            {column.links.map((link) => (
              <Link key={link.to} className="link link-hover" to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
        {social.length > 0 && (
          <nav aria-label="Social">
            <h2 className="footer-title">Follow us</h2>
            <div className="flex gap-3">
              {social.map(({ network, url }) => (
                <a key={network} href={url} aria-label={`${storeName} on ${icons[network].label}`} rel="noopener" className="opacity-80 hover:opacity-100">
                  <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d={icons[network].path} />
                  </svg>
                </a>
              ))}
            </div>
          </nav>
        )}
      </div>
      <p className="border-t border-neutral-content/10 py-4 text-center text-sm opacity-80">
        © {new Date().getFullYear()} — a {storeName} company
      </p>
    </footer>
  );
}
