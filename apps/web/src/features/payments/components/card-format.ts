/** Typing aids for the test-mode card form: digits only, grouped as a card shows them. */

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** `4242424242424242` → `4242 4242 4242 4242`. */
export const formatCardNumber = (text: string) => digits(text, 16).replace(/(\d{4})(?=\d)/g, '$1 ');

/** `1234` → `12/34`; a slash typed by the customer is kept only where it belongs. */
export function formatExpiry(text: string): string {
  const d = digits(text, 4);
  return d.length > 2 || (d.length === 2 && text.endsWith('/')) ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const formatCvc = (text: string) => digits(text, 4);
