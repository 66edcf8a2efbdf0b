/**
 * The text of the shop's own pages (decision 051): what a shopper may expect of this shop, in its
 * words. Each page is sections of paragraphs and lists; the store's name and contact address come
 * from configuration. Only promises the shop keeps: what the software does (cancel before
 * shipping refunds the card, tracking is mailed, the cart is kept in the browser) is said as it
 * is, and what people at the shop do (returns, warranty claims) is said as their policy.
 */
import type { ShopPageSlug } from '@coreparts/shared';

export type Block = string | { list: string[] };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface ShopFacts {
  storeName: string;
  contactEmail: string;
}

export function shopPageText(slug: ShopPageSlug, { storeName, contactEmail }: ShopFacts): Section[] {
  switch (slug) {
    case 'shipping':
      return [
        {
          heading: 'Where we ship',
          blocks: [
            'We ship to every country in the address form at checkout. If yours is not listed, write to us before you order and we will tell you whether we can get a parcel there.',
          ],
        },
        {
          heading: 'What it costs and how long it takes',
          blocks: [
            'The shipping methods we offer, their prices, their delivery times and the order value from which shipping is free are shown at checkout, next to each method, before you pay. Tax is worked out for the country you ship to and shown on its own line; the total you see is the total you are charged.',
            'Delivery times count working days from the day a parcel leaves us, not from the day you order.',
          ],
        },
        {
          heading: 'When your order leaves',
          blocks: [
            'We pack an order once it is paid. An order that is not paid holds its parts only for a short time, shown on its payment page; after that the parts go back on the shelf and the order lapses.',
            'Graphics cards, processors, memory and drives travel in their sealed retail boxes inside an outer carton with padding. Processors and memory are never shipped loose.',
          ],
        },
        {
          heading: 'Following your order',
          blocks: [
            `When a parcel leaves, we e-mail you the carrier and its tracking number. Every order has its own page under Dashboard → My Order, with each step from payment to delivery. If a parcel arrives damaged, keep the packaging, take a photo and write to ${contactEmail} within 48 hours.`,
          ],
        },
      ];
    case 'returns':
      return [
        {
          heading: 'Changed your mind before we ship',
          blocks: [
            'A paid order that has not left us yet can be cancelled from its page under Dashboard → My Order. The parts go back into stock and the whole amount is refunded to the card you paid with at once; your bank usually shows it within 5 to 10 working days. An unpaid order can simply be deleted.',
          ],
        },
        {
          heading: 'Returning a part after delivery',
          blocks: [
            'You may return a part within 30 days of delivery for a refund, for any reason, if it is complete, undamaged and in its original packaging, with its accessories and manuals. To start a return:',
            {
              list: [
                `write to ${contactEmail} with your order number and the parts you are returning;`,
                'we answer with the return address and a return number to put on the parcel;',
                'send the part back well packed, with tracking: it is yours until it reaches us;',
                'once it is here and checked, we refund the part’s price to the card you paid with and tell you by e-mail.',
              ],
            },
            'If the part is faulty or not what you ordered, we pay the return shipping and refund the original shipping too. Otherwise the return shipping is yours.',
          ],
        },
        {
          heading: 'What we cannot take back',
          blocks: [
            {
              list: [
                'processors whose pins or pads are bent or damaged, and memory or drives with broken seals or labels, unless they were faulty on arrival;',
                'parts damaged by fitting, overclocking outside the maker’s limits, liquid or a fall;',
                'software and licence keys once revealed or used.',
              ],
            },
            'None of this limits your rights under the consumer law of your country.',
          ],
        },
      ];
    case 'warranty':
      return [
        {
          heading: 'The first 30 days: our promise',
          blocks: [
            `If a part stops working or arrives faulty within 30 days of delivery, write to ${contactEmail} with your order number and what happens. We may ask for a photo, a short video or the steps you tried. Once the part is back and we see the fault, we send a new one or, if none is in stock or you prefer, refund it in full, shipping both ways included.`,
          ],
        },
        {
          heading: 'After 30 days: the maker’s warranty',
          blocks: [
            'Every part we sell is new and carries its maker’s warranty, which runs from the date on your order confirmation. Its length depends on the maker and the part and is printed on the box; as a rule of thumb:',
            {
              list: [
                'graphics cards, motherboards, processors and cases: 2 to 3 years;',
                'solid-state drives: 3 to 5 years, or until as much data has been written to them as their maker states (TBW), whichever comes first;',
                'power supplies: 3 to 10 years, depending on the series;',
                'memory: often the product’s lifetime;',
                'keyboards, mice, printers and routers: 1 to 2 years.',
              ],
            },
            'Makers handle their warranty themselves, usually faster than through a shop. Tell us if you would rather we dealt with it: send the part to us and we will claim it for you and tell you how it goes.',
          ],
        },
        {
          heading: 'What a warranty does not cover',
          blocks: [
            'Wear from ordinary use, damage from fitting, static, liquid, a fall or a power surge, overclocking or voltages outside the maker’s limits, and parts whose serial label has been removed. Back up your data before sending any drive: we and the makers replace drives, not what was on them.',
            'Your rights under the consumer law of your country are not affected; where the law gives you more, you have more.',
          ],
        },
      ];
    case 'privacy':
      return [
        {
          heading: 'Who we are',
          blocks: [`${storeName} runs this shop and decides what is done with what you give us. For anything in this policy, write to ${contactEmail}.`],
        },
        {
          heading: 'What we keep, and why',
          blocks: [
            {
              list: [
                'your account: name, e-mail address, a one-way hash of your password (never the password itself), your photo if you signed in with Google or GitHub, and whether you are a customer or an administrator; to let you sign in and to show whose orders are whose;',
                'your orders: the parts, quantities, prices, shipping address and method, and every change of the order; to deliver them, for refunds and warranty, and because tax law makes us keep sales records;',
                'payments: the amount and the payment provider’s reference; your card number goes straight from your browser to our payment provider, and we never see or keep it;',
                'reviews: your name, photo, rating and text, which are shown to everyone on the home page;',
                'saved builds: the parts and the name you give them; anyone you share the link with can see them;',
                'technical records: addresses that requests come from and the time, kept for a short while to stop abuse, such as repeated attempts to guess a password.',
              ],
            },
          ],
        },
        {
          heading: 'Cookies and your browser',
          blocks: [
            'One cookie keeps you signed in, and your browser keeps a key for the same purpose and, while you are not signed in, your cart. That is all: no advertising cookies, no tracking across other sites, no analytics.',
          ],
        },
        {
          heading: 'Who else sees it',
          blocks: [
            'Our payment provider (for card payments), the carrier of your parcel (your name and shipping address), our e-mail provider (to send you order e-mails) and, if you use them, Google or GitHub for signing in. We do not sell or rent anything about you to anyone.',
          ],
        },
        {
          heading: 'How long, and your rights',
          blocks: [
            'Your account stays until you ask us to close it. Orders and payment records are kept for as long as tax and accounting law require, usually up to 10 years, then deleted.',
            `You may ask to see what we hold about you, to have it corrected, to have it deleted where the law does not oblige us to keep it, or to receive it in a file. Write to ${contactEmail} from the address of your account; we answer within 30 days. You may also complain to the data-protection authority of your country.`,
          ],
        },
      ];
    case 'terms':
      return [
        {
          heading: 'These terms',
          blocks: [
            `These terms apply to every order placed with ${storeName} on this site. By placing an order you accept them. Your rights as a consumer under the law of your country always apply, whatever these terms say.`,
          ],
        },
        {
          heading: 'Your account',
          blocks: [
            'Ordering needs an account with a verified e-mail address. Keep your password to yourself; you are responsible for orders placed with your account until you tell us it has been misused.',
          ],
        },
        {
          heading: 'Prices and stock',
          blocks: [
            'Prices are in US dollars per piece. Shipping and tax are added at checkout and shown before you pay. Some parts have a minimum order quantity, shown on the part. Stock is live: a part in your cart is not reserved until you place the order, and an unpaid order holds its parts only for the time shown on its payment page.',
            'If a price on the site is plainly wrong, we will tell you before we ship and you may cancel for a full refund.',
          ],
        },
        {
          heading: 'Orders and payment',
          blocks: [
            'An order is a contract once its payment is confirmed; you receive a confirmation by e-mail. Payment is by card through our payment provider. If we cannot supply a part after all, we tell you at once and refund what you paid for it.',
          ],
        },
        {
          heading: 'Delivery, returns and warranty',
          blocks: ['Delivery, cancellation and returns, and faulty parts are set out on our Shipping, Returns & refunds and Warranty pages, which are part of these terms.'],
        },
        {
          heading: 'Reviews and shared builds',
          blocks: [
            'Reviews must be your own experience of the shop and must not be abusive, unlawful or advertising; we may remove those that are. A build you share by link is visible to anyone who has the link.',
          ],
        },
        {
          heading: 'Liability',
          blocks: [
            'We are liable for the parts we sell as the law provides. We are not liable for losses that could not be foreseen when you ordered, nor for lost data: back up before you change a drive. Nothing here limits liability for death or injury caused by negligence, or for fraud.',
            'We may change these terms for future orders; an order is governed by the terms shown when it was placed.',
          ],
        },
      ];
    case 'contact':
      return [
        {
          heading: 'Write to us',
          blocks: [
            `E-mail is the quickest way to reach ${storeName}: ${contactEmail}. We read every message and answer within two working days, usually the same day.`,
            'To help us answer at once, please include:',
            {
              list: [
                'your order number, from Dashboard → My Order, for anything about an order, a return or a warranty claim;',
                'the part’s name as on its page, for a question about a part or whether two parts fit together;',
                'the e-mail address of your account, if you write from another one.',
              ],
            },
          ],
        },
        {
          heading: 'Before you write',
          blocks: [
            'Each order’s page under Dashboard → My Order shows where it is, with the carrier’s tracking number once shipped. A paid order that has not shipped can be cancelled there, and refunded at once. The PC Builder checks whether parts fit together, and the upgrade advisor reads a report of your computer and suggests parts that fit it.',
          ],
        },
      ];
  }
}
