/**
 * The store's e-mails, each with a plain-text and an HTML part. Values that come from people
 * (names) are escaped in the HTML part.
 */
import type { MailMessage } from './mailer.ts';
import { escapeMarkup } from '@/lib/markup.ts';

interface Letter {
  storeName: string;
  to: string;
  name: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string;
}

function compose({ storeName, to, name, subject, paragraphs, action, closing }: Letter): MailMessage {
  const greeting = `Hello ${name},`;
  const footer = `— The ${storeName} team`;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(closing ? [closing] : []),
    footer,
  ].join('\n\n');
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeMarkup(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeMarkup(action.label)}</a></p>
<p style="font-size:13px;color:#64748b">If the button does not work, open this address: <br><a href="${escapeMarkup(action.url)}" style="color:#0f766e">${escapeMarkup(action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:700;margin:0 0 24px">${escapeMarkup(storeName)}</p>
<div style="background:#ffffff;border-radius:12px;padding:28px">
<p>${escapeMarkup(greeting)}</p>
${paragraphs.map((p) => `<p style="line-height:1.6">${escapeMarkup(p)}</p>`).join('\n')}
${button}
${closing ? `<p style="line-height:1.6">${escapeMarkup(closing)}</p>` : ''}
</div>
<p style="font-size:13px;color:#64748b;margin-top:24px">${escapeMarkup(footer)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

interface Recipient {
  storeName: string;
  to: string;
  name: string;
}

export const verificationEmail = (r: Recipient, url: string) =>
  compose({
    ...r,
    subject: `Verify your e-mail for ${r.storeName}`,
    paragraphs: [`Thanks for signing up at ${r.storeName}. Please confirm that this is your e-mail address.`],
    action: { label: 'Verify e-mail', url },
    closing: 'The link is valid for one hour. If you did not sign up, ignore this e-mail.',
  });

export const resetPasswordEmail = (r: Recipient, url: string) =>
  compose({
    ...r,
    subject: `Reset your ${r.storeName} password`,
    paragraphs: ['Someone asked to reset the password of your account. If it was you, choose a new one:'],
    action: { label: 'Choose a new password', url },
    closing: 'The link is valid for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });

export const existingAccountEmail = (r: Recipient, loginUrl: string) =>
  compose({
    ...r,
    subject: `You already have a ${r.storeName} account`,
    paragraphs: [
      'Someone tried to sign up with this e-mail address, but you already have an account.',
      'If it was you, sign in instead, or use "Forget Password" on the login page to choose a new password.',
    ],
    action: { label: 'Sign in', url: loginUrl },
  });

/** An order as its letters describe it: its number, lines, where it goes and its figures, written out. */
export interface OrderSummary {
  /** The number people read out (decision 085), e.g. CP-100001. */
  number: string;
  lines: { quantity: number; name: string; total: string }[];
  address: string[];
  shippingMethod: string | null;
  subtotal: string;
  /** Each promotion's name and what it took off ("Ten off −$10.00"), issue 43. */
  discounts: string[];
  /** What gift cards and store credit paid ("Gift cards −$25.00"), before the total the card is charged. */
  balances: string[];
  shipping: string;
  tax: string;
  /** "Tax", or the rate's name and percent the order was charged ("California sales tax (7.25%)"). */
  taxLabel: string;
  total: string;
}

/** What every order letter names: its number, its parts' name, and its one state line (decision 085). */
interface OrderHeading {
  number: string;
  name: string;
  /** The order's state line as the customer's pages show it (shared `orderStateLine`). */
  state: string;
}

const summaryParagraphs = (order: OrderSummary) => [
  ...order.lines.map((line) => `${line.quantity} × ${line.name}: ${line.total}`),
  `Parts ${order.subtotal}${order.discounts.map((d) => ` · ${d}`).join('')} · Shipping ${order.shipping}${order.shippingMethod ? ` (${order.shippingMethod})` : ''} · ${order.taxLabel} ${order.tax}${order.balances.map((b) => ` · ${b}`).join('')} · Total ${order.total}`,
  ...(order.address.length > 0 ? [`Shipping to: ${order.address.join(', ')}`] : []),
];

const stateParagraph = (order: OrderHeading) => `Order ${order.number}: ${order.state}`;

export const orderConfirmationEmail = (r: Recipient, order: OrderSummary & OrderHeading & { transactionId: string | null }, ordersUrl: string) =>
  compose({
    ...r,
    subject: `${r.storeName} order confirmed: ${order.name} (${order.number})`,
    paragraphs: [
      `Thank you for your payment. We have your order ${order.number}, ${order.total} in total.`,
      ...summaryParagraphs(order),
      // An order gift cards and store credit paid in full has no card payment.
      ...(order.transactionId ? [`Transaction Id: ${order.transactionId}`] : []),
      stateParagraph(order),
      'We will write again when it ships, with its tracking number.',
    ],
    action: { label: 'See your orders', url: ordersUrl },
  });

export const orderShippedEmail = (
  r: Recipient,
  order: OrderHeading & { carrier: string; trackingNumber: string; trackingUrl: string | null },
  ordersUrl: string,
) =>
  compose({
    ...r,
    subject: `${r.storeName} order shipped: ${order.name} (${order.number})`,
    paragraphs: [
      `Your order ${order.number} is on its way with ${order.carrier}.`,
      `Tracking number: ${order.trackingNumber}`,
      ...(order.trackingUrl ? [`Follow it on ${order.carrier}'s page: ${order.trackingUrl}`] : []),
      stateParagraph(order),
    ],
    action: { label: 'See your orders', url: ordersUrl },
  });

export const orderRefundedEmail = (r: Recipient, order: OrderHeading & { amount: string; reason: string }, ordersUrl: string) =>
  compose({
    ...r,
    subject: `${r.storeName} refund: ${order.name} (${order.number})`,
    paragraphs: [
      `We refunded ${order.amount} to your card for order ${order.number}.`,
      `Reason: ${order.reason}`,
      'It can take 5–10 days to appear on your statement.',
      stateParagraph(order),
    ],
    action: { label: 'See your orders', url: ordersUrl },
  });

/** A back-in-stock alert (decision 054): sent once, then the alert is gone. */
export const giftCardEmail = (r: Recipient, card: { amount: string; code: string; message: string | null }, shopUrl: string) =>
  compose({
    ...r,
    subject: `A ${card.amount} gift card for ${r.storeName}`,
    paragraphs: [
      `You have a ${card.amount} gift card to spend at ${r.storeName}.`,
      ...(card.message ? [card.message] : []),
      `Its code: ${card.code}`,
      'Enter it at checkout: it pays for your order before your card, and what is left stays on it for next time.',
    ],
    action: { label: `Shop at ${r.storeName}`, url: shopUrl },
  });

export const returnUpdateEmail = (r: Recipient, order: { number: string; text: string }, ordersUrl: string) =>
  compose({
    ...r,
    subject: `Your return for order ${order.number}`,
    paragraphs: [order.text],
    action: { label: 'See your orders', url: ordersUrl },
  });

export const backInStockEmail = (r: Recipient, part: { name: string }, partUrl: string) =>
  compose({
    ...r,
    subject: `Back in stock at ${r.storeName}: ${part.name}`,
    paragraphs: [`${part.name} is back in stock. You asked us to tell you; stock can go quickly.`],
    action: { label: 'See the part', url: partUrl },
    closing: 'This was a one-time alert: to be told again after it sells out, ask again on the part’s page.',
  });

export const priceDropEmail = (r: Recipient, part: { name: string; was: string; now: string }, partUrl: string) =>
  compose({
    ...r,
    subject: `Price drop at ${r.storeName}: ${part.name} is now ${part.now}`,
    paragraphs: [`${part.name} is now ${part.now}. It was ${part.was} when you asked us to tell you.`],
    action: { label: 'See the part', url: partUrl },
    closing: 'This was a one-time alert: to be told of another drop, set a new one on the part’s page.',
  });

export const buildPriceDropEmail = (
  r: Recipient,
  build: { name: string; was: string; now: string; changes: { name: string; was: string; now: string }[] },
  buildUrl: string,
) =>
  compose({
    ...r,
    subject: `Price drop at ${r.storeName}: your build ${build.name} is now ${build.now}`,
    paragraphs: [
      `Your build ${build.name} now costs ${build.now}. It was ${build.was} when you asked us to watch it.`,
      `What changed: ${build.changes.map((change) => `${change.name}, ${change.was} → ${change.now}`).join('; ')}.`,
    ],
    action: { label: 'See the build', url: buildUrl },
    closing: 'This was a one-time alert: to watch the build again, choose Watch price on it.',
  });
