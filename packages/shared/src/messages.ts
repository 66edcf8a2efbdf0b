/**
 * Every user-facing sentence of the spec, spelt exactly as the spec spells it (odd spacing and
 * punctuation included). The page and the server both import from here; nowhere else may
 * write these strings.
 */
import { withCount } from './counts.ts';

export const messages = {
  validation: {
    emailRequired: 'Email is Required',
    emailInvalid: 'Please enter a  valid email ??',
    passwordRequired: 'Password is Required',
    passwordWeak: 'Must minimum 8 characters, at least one letter and one number',
    nameRequired: 'Name is Required',
    passwordMismatch: 'Password not match !',
    priceRequired: 'price is Required',
    quantityRequired: 'Quantity is Required',
    minimumRequired: 'Minimum Order is Required',
    imageRequired: 'image is Required',
    descriptionRequired: 'description is Required',
    ratingRequired: 'Please rating now',
  },
  order: {
    unavailableQuantity: 'Unavailable quantity !',
    invalidQuantity: 'Please Enter a valid quantity ??',
    belowMinimum: (min: number) => `Please order minimum ${min} Piece`,
  },
  auth: {
    emailInUse: 'Email is Already using.',
    userNotFound: 'Please enter a valid email ?',
    wrongPassword: 'Wrong Password !!',
    somethingWrong: 'Something Problem !!',
    socialError: 'Internal Something Error',
    loginSuccess: 'Login Successfully !!',
    signupSuccess: 'Sign Up Successfully !',
  },
  success: {
    resetSent: 'Sent email',
    partUpdated: 'Update successfully !',
    partAdded: 'Add product successfully !',
    paymentCompleted: 'Congrats ! Your payment is completed.',
    orderDeleted: 'Ordered Deleted !',
    generic: 'Successfully!!',
    plain: 'success',
  },
  confirm: {
    deleteProduct: 'Delete this Product. Are you sure ?',
  },
  notFound: '404 Page Not Found',
  /** Our own words, for situations the spec does not show. */
  account: {
    emailNotVerified: 'Please verify your email first: we have sent you a link.',
    verificationResent: 'We sent you a new verification link.',
    verificationSent: (email: string) => `We sent a verification link to ${email}. Open it to activate your account.`,
    verificationLinkInvalid: 'This verification link is invalid or has expired. Please login to get a new one.',
    emailVerified: 'Your email is verified. Please login.',
    passwordChanged: 'Your password is changed. Please login.',
    resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
    signInSlowedDown: 'Too many failed sign-ins for this account. Please wait a few minutes, or reset your password.',
    lastAdmin: 'The last admin cannot remove their own admin role.',
    nameInvalid: 'Please use a plain name of at most 80 characters, without links.',
    imageInvalid: 'Please choose a photo uploaded here or a secure (https) link.',
    adminFromConfig: 'This address is an admin by the server setting ADMIN_EMAILS; remove it there to revoke admin.',
  },
  /** Our own words about orders, for situations the spec does not show. */
  checkout: {
    tooLargeForCard: 'This order is too large to pay by card.',
    /** Back on the checkout from the payment page of the order it placed (issue 41). */
    placedUnpaid: (name: string, total: string) => `Your order of ${name} (${total}) is placed and waiting for payment.`,
    placedPaid: (name: string) => `Your order of ${name} is paid.`,
  },
  /** Unpaid orders hold their parts for a while (decision 022). */
  hold: {
    tooManyUnpaid: (max: number) => `You have ${max} unpaid orders. Please pay or delete one before placing another.`,
    /** One account's unpaid orders hold too many units of one part (decision 070); `part` is its name or "this part". */
    tooManyUnits: (max: number, held: number, part: string) =>
      held === 0
        ? `You can hold at most ${max} of ${part} in unpaid orders.`
        : `You can hold at most ${max} of ${part} in unpaid orders, and yours hold ${held}. Please pay or delete an unpaid order first.`,
    tooManyOrders: 'You have placed many orders in a short time. Please wait a few minutes before placing another.',
    /** A part's own limit, shown beside Order Now. */
    limitPerCustomer: (max: number) => `Limit ${max} per customer`,
    partsGone: 'This order expired and its parts are no longer in stock. Please delete it and order again.',
    alreadyCharged: 'This order has been paid: it can no longer be deleted.',
    paymentInProgress: 'The payment of this order is still being processed. Please try again in a minute.',
    expiredDuringPayment: 'This order expired while you were paying. Please open it again to pay.',
    repriced: (total: string) => `This order expired and is held again at today's price: its total is now ${total}. Please check it and pay.`,
    minimumRaised: (min: number) => `This order expired and its part's minimum order is now ${min} Piece. Please delete it and order again.`,
    holdNotice: (until: string) => `We hold this order's parts until ${until}; pay before then or it expires.`,
    expiredNotice: 'This order expired and its parts were released. Paying takes them again if they are still in stock.',
  },
  /** The shop cannot serve a request for now, and comes back by itself (decision 038). */
  outage: {
    unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
    diskFull: 'The shop cannot save anything right now: its storage is full. Please try again in a few minutes.',
  },
  catalog: {
    categoryRequired: 'Category is Required',
    priceAboveZero: 'Price must be above 0',
    priceCents: 'Price can have at most 2 decimals',
    wholeNumber: 'Must be a whole number',
    quantityNotNegative: 'Quantity cannot be negative',
    minimumAtLeastOne: 'Minimum Order must be at least 1',
    minimumAboveStock: 'Minimum Order cannot be above the Quantity',
    limitAtLeastOne: 'Limit per customer must be at least 1',
    limitHint: "Units one customer may hold in unpaid orders. Leave empty for the shop's default.",
    imageNotUploaded: 'Upload the image first',
    imagesInvalid: (max: number) => `A part has 1 to ${max} images`,
    imagesRepeated: 'The same image is given twice',
    imageTooLarge: 'Please choose an image under 5 MB.',
    reviewTextRequired: 'Review is Required',
    reviewTooLong: 'Please keep the review under 500 characters',
  },
  /** A part's identity: brand, manufacturer part number, barcode and the shop's own code (decision 089). */
  identity: {
    brandInvalid: (max: number) => `Brand must be plain text of at most ${max} characters`,
    mpnInvalid: (max: number) => `MPN must be plain text of at most ${max} characters`,
    skuInvalid: (max: number) => `SKU must be at most ${max} letters, digits, dots, dashes, underscores or slashes, without spaces`,
    gtinDigits: 'GTIN must be 8, 12, 13 or 14 digits',
    gtinCheckDigit: 'This GTIN has a wrong check digit: please check the number',
    skuInUse: (sku: string) => `SKU ${sku} is already used by another part: please choose another`,
    mpnHint: "The manufacturer's part number.",
    skuHint: "The shop's own code; no two parts on sale share one.",
    gtinHint: 'The barcode number (EAN or UPC): 8, 12, 13 or 14 digits.',
    /** Above the four fields of the product forms: Add Product, then Update Product. */
    optional: 'Optional. Shoppers find the part by any of them.',
    optionalEmptied: 'Optional. Shoppers find the part by any of them; an emptied field removes it.',
  },
  /** The catalog's CSV import (issue 42, decision 093): the rows' errors and Manage Product's import. */
  catalogImport: {
    button: 'Import CSV',
    title: 'Import a catalog',
    intro: 'A CSV file with a header row: sku, name, category, price, quantity, description and image are needed; brand, mpn, gtin, min, images and spec.<key> columns may follow. Rows are matched to parts by SKU.',
    chooseFile: 'CSV file',
    check: 'Check the file',
    checking: 'Checking…',
    importNow: 'Import',
    importing: (done: number, total: number) => `Importing… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`,
    wouldChange: (created: number, updated: number, unchanged: number) =>
      `The file would add ${created} parts, change ${updated} and leave ${unchanged} as they are.`,
    changed: (created: number, updated: number, unchanged: number) => `Imported: ${created} parts added, ${updated} changed, ${unchanged} unchanged.`,
    refused: (errors: number) => `The file has ${errors === 1 ? '1 error' : `${errors} errors`}. Nothing was imported.`,
    rowHeading: 'Line',
    fieldHeading: 'Column',
    messageHeading: 'Problem',
    wholeRow: '(row)',
    empty: 'The file has no rows below its header',
    unreadable: (reason: string) => `The file cannot be read as CSV: ${reason}`,
    notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8" and try again',
    tooLarge: 'The file is too large: at most 64 MB',
    missingColumn: (column: string) => `The header needs the column ${column}`,
    unknownColumn: (column: string) => `Unknown column ${column}`,
    repeatedColumn: (column: string) => `The column ${column} is given twice`,
    cellCount: (cells: number, columns: number) => `This row has ${cells} cells; the header has ${columns}`,
    skuRequired: 'SKU is Required: rows are matched to parts by it',
    skuRepeated: (line: number) => `This SKU is already on line ${line}`,
    skuTaken: 'Another part was given one of the file\'s SKUs while it was imported. Nothing was imported: please try again.',
    notANumber: 'Must be a number',
    imageAddress: 'Must be an uploaded image (/uploads/…), a shipped one (/images/…) or an http(s) address',
    imagePrivate: 'This address is on a private network: the shop does not fetch images from it',
    imageUnreachable: (reason: string) => `The image could not be fetched: ${reason}`,
    imageTooLarge: 'The image is over 5 MB',
    notAnImage: 'The address does not give a JPEG, PNG, WebP, GIF or AVIF image',
    jobGone: 'No such import',
    jobFailed: 'The import stopped before it finished. Nothing was imported: please try again.',
  },
  /** A part's technical specifications and the catalog's filters by them (decision 040). */
  specs: {
    notAnObject: 'Specifications must be an object of named fields',
    unknownField: (key: string, category: string) => `${category} has no specification called ${key}`,
    mustBeNumber: (label: string) => `${label} must be a number`,
    mustBeWholeNumber: (label: string) => `${label} must be a whole number`,
    atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
    atMost: (label: string, max: string) => `${label} must be at most ${max}`,
    oneOf: (label: string, values: readonly string[]) => `${label} must be one of: ${values.join(', ')}`,
    listOf: (label: string, values: readonly string[]) => `${label} must be a list of: ${values.join(', ')}`,
    listEmpty: (label: string) => `${label} must list at least one value`,
    listRepeats: (label: string) => `${label} must not list a value twice`,
    yesOrNo: (label: string) => `${label} must be true or false`,
    text: (label: string, max: number) => `${label} must be text of 1 to ${max} characters`,
    notAFilter: (param: string, category: string) => `${param} is not a filter for ${category}`,
    filterNumber: (param: string) => `${param} must be a number`,
    filterYesOrNo: (param: string) => `${param} must be true or false`,
    filterOnce: (param: string) => `${param} must be given once`,
    filterRange: (min: string, max: string) => `${min} cannot be above ${max}`,
    filterNeedsCategory: (param: string) => `${param} filters a category: choose one`,
  },
  uploads: {
    busy: 'Many images are being processed right now. Please try again in a few seconds.',
  },
  /** Comparing parts side by side (issue 26): why a part cannot join the comparison. */
  /** The header's search box and the list's answers to a search (decision 084). */
  search: {
    label: 'Search the shop',
    placeholder: 'Search parts, brands, models…',
    open: 'Search',
    close: 'Close search',
    categories: 'Categories',
    parts: 'Parts',
    loading: 'Searching…',
    nothingYet: (q: string) => `No suggestions for “${q}”: press Enter to search every part.`,
    seeAll: (q: string) => `Search all parts for “${q}”`,
    showingFor: (q: string, meant: string) => `No parts match “${q}”. Showing results for “${meant}”.`,
    nearMatches: 'Parts with some of your words',
  },
  compare: {
    full: (max: number) => `You can compare up to ${max} parts at a time: remove one to add another.`,
    otherCategory: (category: string) => `Only parts of one category can be compared: clear the ${category} comparison first.`,
  },
  /** The cart, checkout, fulfilment and refunds (issue 27). */
  cart: {
    /** An order of several parts, as lists name it. */
    orderName: (first: string, more: number) => `${first} and ${more} more`,
    added: (name: string) => `${name} is in your cart.`,
    addedBuild: (count: number) => `Your build is in your cart: ${count} ${count === 1 ? 'part' : 'parts'}.`,
    viewCart: 'View cart',
    removed: 'Removed from your cart.',
    empty: 'Your cart is empty.',
    full: (max: number) => `A cart holds up to ${max} different parts.`,
    priceChanged: (was: string, now: string) => `The price changed from ${was} to ${now} since you added it.`,
    short: (left: number) => (left > 0 ? `Only ${left} left in stock: lower the quantity.` : 'Out of stock: remove it to check out.'),
    gone: 'This part is no longer sold: remove it to check out.',
    belowMinimum: (min: number) => `Please order minimum ${min} Piece`,
    changedSinceShown: 'Your cart changed since you looked at it: please check the new totals and place the order again.',
    lineShort: (name: string, left: number) => `Not enough stock of ${name}: ${left} left.`,
    lineGone: (name: string) => `${name} is no longer sold: remove it from your cart.`,
    fixFirst: 'Please fix the flagged lines before checking out.',
  },
  /** Discount codes and automatic promotions (issue 43). */
  promotions: {
    unknownCode: 'This code is not valid',
    notStarted: 'This code is not valid yet',
    expired: 'This code has expired',
    alreadyUsed: 'This code was already used',
    needsSubtotal: (amount: string) => `This code needs a subtotal of ${amount}`,
    noParts: 'This code does not apply to the parts in your cart',
    needsBuild: 'This code needs a processor, a motherboard and memory that work together',
    doesNotCombine: (other: string) => `This code does not combine with ${other}`,
    codeRequired: 'Code is Required',
    codeFormat: 'A code is 3 to 32 letters, digits, dashes or underscores',
    codeOrAutomatic: 'A promotion has a code, or applies automatically without one',
    codeTaken: 'Another promotion has this code',
    percentRange: 'A percent is from 1 to 100',
    fixedPositive: 'An amount off must be more than $0',
    endsBeforeStart: 'The end must come after the start',
    buildSaving: (amount: string) => `Save ${amount} when you buy this build together`,
    created: 'Promotion created.',
    updated: 'Promotion saved.',
    deleted: 'Promotion deleted.',
    paused: 'Promotion paused.',
    resumed: 'Promotion resumed.',
  },
  /** Gift cards and store credit (issue 43). */
  credit: {
    unknownCard: 'This gift card code is not valid',
    emptyCard: (last4: string) => `The gift card ending ${last4} has nothing left on it`,
    notEnough: (balance: string) => `You have ${balance} of store credit`,
    tooManyLookups: 'Too many gift card codes tried. Please try again in a few minutes.',
    issued: 'Gift card issued. Copy its code now: it is shown only this once.',
    granted: 'Store credit saved.',
  },
  /** Returns (issue 44). */
  returns: {
    notDelivered: 'Only a delivered order can be returned.',
    windowClosed: (days: number) => `Returns are accepted within ${days} days of delivery.`,
    tooMany: (name: string, left: number) => `Only ${left} of ${name} can be returned.`,
    unknownLine: 'This order has no such line.',
    notApproved: 'Only an approved return can be received.',
    notOpen: 'This return was already decided.',
    receivedMismatch: 'Receive every unit of the return, each as resellable or damaged.',
    requested: 'Return requested. We will tell you where to send it.',
    chooseUnits: 'Choose how many of which part to return.',
    approved: 'Return approved: the customer is told where to send it.',
    rejected: 'Return rejected.',
    received: 'Return received and refunded.',
    replaced: 'Return received: the replacement order is placed.',
    policySaved: 'Return policy saved.',
    policyInvalid: 'Days are a whole number from 1 to 365, the fee a percent from 0 to 50.',
    replaceOnlyDeadOnArrival: 'Only parts dead on arrival are replaced; refund the others.',
  },
  /** The address book (issue 41). */
  addresses: {
    none: 'No saved addresses yet. Add one here, or at checkout: the address an order ships to is kept.',
    added: 'Address saved.',
    updated: 'Address updated.',
    removed: 'Address removed.',
    defaultSet: 'Default address set.',
    tooMany: (max: number) => `You can keep at most ${max} addresses. Please remove one first.`,
  },
  /** Tax rates by country and region (issue 41). */
  tax: {
    label: (name: string, rate: number) => `${name} (${rate}%)`,
    none: 'Tax (0%)',
    plain: 'Tax',
    nameRequired: 'Name is Required',
    nameTooLong: 'Please keep the name to 60 characters or fewer',
    unknownRegion: 'must be a region of the country',
    namedTwice: 'must name each country and region once',
  },
  shipping: {
    required: 'Please enter where to ship this order before paying.',
    unknownMethod: 'Please choose a shipping method.',
    locked: 'This order is being paid: its shipping can no longer change.',
    saved: 'Shipping saved.',
    /** The cart's word on its way to free shipping (amounts formatted). */
    freeFrom: (more: string, method: string) => `Add ${more} more for free ${method} shipping.`,
    freeNow: (method: string) => `This order ships free with ${method} shipping.`,
    /** When parts arrive by a method, e.g. "Standard: 3–5 business days". */
    arrives: (method: string, eta: string) => `${method}: ${eta}`,
  },
  fulfilment: {
    shipped: 'Order marked shipped.',
    delivered: 'Order marked delivered.',
    notShippable: (state: string) => `An order that is ${state} cannot be shipped.`,
    notDeliverable: 'Only a shipped order can be marked delivered.',
    notCancelable: 'This order has shipped or is not paid: it can no longer be canceled.',
    canceled: 'Your order is canceled and its payment refunded.',
  },
  /**
   * An order's one plain state line (decision 085), on the customer's pages and in the mails; the
   * spec's own state word (Unpaid) kept where it names one.
   */
  orderState: {
    unpaid: 'Unpaid — waiting for payment',
    expired: 'Expired — not paid in time, its parts were given back',
    preparing: 'Payment received — preparing',
    /** Followed by the tracking number. */
    shippedWith: (carrier: string) => `Shipped with ${carrier}`,
    shipped: 'Shipped',
    delivered: 'Delivered',
    canceled: 'Canceled',
    refundedInFull: 'refunded in full',
    refunded: (amount: string) => `${amount} refunded`,
    /** A tracking number's link, named for screen readers: it opens the carrier's page. */
    trackLink: (number: string, carrier: string) => `${number}, track it on ${carrier}'s page (opens in a new tab)`,
  },
  /** The admin's questions before a step that is easy to take by mistake (issue 41). */
  orderConfirm: {
    shipPending: (order: string) => `Ship ${order} before its payment is confirmed?`,
    shipPendingDetail: 'Its card payment is pending: no one has marked it paid yet.',
    partialRefund: (amount: string) => `Refund ${amount} to the card?`,
    partialRefundDetail: (order: string, left: string) => `${order}: ${left} of its charge is left to refund.`,
  },
  refund: {
    tooMuch: (left: string) => `At most ${left} can still be refunded on this order.`,
    nothingPaid: 'This order has no card payment to refund.',
    started: 'Refund started.',
    lineTooMuch: (name: string, left: number) => `At most ${left} of ${name} can still be refunded.`,
    unknownLine: 'This order has no such line.',
    keyReused: 'This Idempotency-Key was used for another refund of this order.',
    /** The reason a cancellation's refund gives. */
    canceledByCustomer: 'Order canceled by the customer.',
  },
  /** Saved and shared builds (issue 28, decision 050). */
  builds: {
    nameInvalid: (max: number) => `Please use a plain name of at most ${max} characters, without links.`,
    empty: 'Choose at least one part before saving the build.',
    notFound: 'This build does not exist, or it was deleted.',
    notYours: 'Only the person who saved this build can change it.',
    tooManySaves: 'You have saved many builds in a short time. Please wait a while and try again.',
    tooManyRenames: 'You have renamed builds many times in a short time. Please wait a while and try again.',
    tooManyBuilds: (max: number) => `You have ${max} saved builds: delete one to save another.`,
    linkCopied: 'Link copied.',
    listed: 'It is listed under My builds in your dashboard.',
    keptForAccount: 'Sign up or sign in on this browser and it will be listed under My builds in your dashboard.',
    copyFailed: 'The link could not be copied: select it and copy it yourself.',
    renamed: 'Build renamed.',
    deleted: 'Build deleted.',
    noLongerSold: 'No longer sold',
  },
  /** Reviews of each part, by customers who bought it (issue 29, decision 052). */
  partReviews: {
    titleRequired: 'Title is Required',
    titleTooLong: (max: number) => `Please keep the title under ${max} characters`,
    textTooLong: (max: number) => `Please keep the review under ${max} characters`,
    notPlainText: 'Please write plain text, without links, addresses or markup.',
    onlyBuyers: 'Only customers who bought this part can review it.',
    signInToReview: 'Sign in to review this part.',
    notBought: 'You can review this part once you have bought it and paid for it.',
    tooSoon: 'You changed your review of this part less than a minute ago. Please wait a minute and try again.',
    noReview: 'You have not reviewed this part.',
    saved: 'Review saved.',
    deleted: 'Review deleted.',
    hiddenNotice: 'An admin has hidden your review: it is not shown to others.',
    verifiedPurchase: 'Verified purchase',
    none: 'No reviews yet.',
    hidden: 'Review hidden.',
    shown: 'Review shown.',
  },
  /** After sign-up, resets and the password page (issue 29, decision 054). */
  inbox: {
    title: 'Check your inbox',
    notArrived: 'Nothing after a few minutes? Look in your spam folder, or send the link again.',
    sendAgain: 'Send again',
    noAddress: 'This page follows a sign-up. Please sign up, or login if your account is ready.',
    resetSendNew: 'Send a new link',
    choosePasswordWhy:
      'This link was opened in a browser other than the one that signed up, so to be sure the account is yours, choose its password here.',
  },
  /** My Profile (issue 29, decision 054). */
  profile: {
    /** The spec's "My Orders" count, in orders and in pieces. */
    orderCount: (orders: number, pieces: number) =>
      `My Orders: ${withCount(orders, 'order')}, ${withCount(pieces, 'piece')}`,
    saved: 'Your profile is saved.',
    photoSaved: 'Your photo is saved.',
    photoRemoved: 'Your photo is removed.',
    passwordChanged: 'Your password is changed. Other devices are signed out.',
    currentPasswordRequired: 'Current password is Required',
    currentPasswordWrong: 'The current password is not right.',
    socialOnly: 'You sign in with Google or GitHub, so this account has no password to change.',
    tooManyPhotos: 'You have changed your photo many times in a short time. Please wait a while and try again.',
  },
  /** Back-in-stock alerts (issue 29, decision 054). */
  stockAlert: {
    /** In place of Order Now on a part with no stock. */
    soldOut: 'Sold out',
    offer: 'Out of stock. We can e-mail you once when it is back.',
    notifyMe: 'Notify me when back',
    armed: 'We will e-mail you when it is back in stock.',
    cancel: 'Stop the alert',
    removed: 'Alert removed.',
    signInFirst: 'Login to be told when it is back.',
    inStock: 'This part is in stock: order it now.',
    notSold: 'This part is no longer sold.',
    none: 'No back-in-stock alerts. On a part that is out of stock, choose Notify me when back.',
    tooMany: (max: number) => `You have ${max} back-in-stock alerts: remove one to add another.`,
  },
  /** A part's pictures: the part page's gallery and the product forms' further images (decision 095). */
  gallery: {
    label: (name: string) => `Images of ${name}`,
    slide: (n: number, of: number) => `Image ${n} of ${of}`,
    previous: 'Previous image',
    next: 'Next image',
    show: (n: number, of: number) => `Show image ${n} of ${of}`,
    moreImages: 'More images',
    moreHint: (max: number) => `Up to ${max} more, shown after the main image in this order (image 2 moved earlier becomes the main one). JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.`,
    addImages: 'Add images',
    moveEarlier: (n: number) => `Move image ${n} earlier`,
    moveLater: (n: number) => `Move image ${n} later`,
    remove: (n: number) => `Remove image ${n}`,
    tooMany: (max: number) => `At most ${max} more images`,
  },
  /** Price-drop alerts on a part and watches on a saved build's total (issue 42, decision 094). */
  priceAlert: {
    heading: 'Price alert',
    offer: 'Tell me by e-mail when the price drops.',
    anyDrop: 'Any drop',
    targetLabel: 'At or below',
    targetInputLabel: 'At or below (US dollars)',
    set: 'Set price alert',
    armed: (target: string | null) => (target === null ? 'We will e-mail you once when the price drops.' : `We will e-mail you once when the price is ${target} or less.`),
    remove: 'Remove the alert',
    removed: 'Price alert removed.',
    signInFirst: 'Login to be told when the price drops.',
    targetInvalid: 'Enter a price above 0, with at most 2 decimals',
    targetNotBelow: (price: string) => `The target must be below today's price of ${price}`,
    dropByInvalid: 'Enter an amount above 0, with at most 2 decimals',
    dropByTooLarge: (total: string) => `The build costs ${total} today: choose a smaller drop`,
    watchLabel: 'Tell me when the total drops by',
    watch: 'Watch price',
    watching: (dropBy: string, total: string) => `Watching: we will e-mail you once when the total of ${total} drops by ${dropBy}.`,
    unwatch: 'Stop watching',
    tooMany: (max: number) => `You have ${max} price alerts: remove one to add another.`,
    listHeading: 'Price alerts',
    none: 'No price alerts. On a part, set a price to be told of; on one of your builds, choose Watch price.',
    partEntry: (target: string | null, whenSet: string, now: string) => (target === null ? `Any drop below ${whenSet} (now ${now})` : `At or below ${target} (now ${now})`),
    buildEntry: (dropBy: string, now: string) => `A drop of ${dropBy} (now ${now})`,
    notSold: 'No longer sold',
    unnamedBuild: 'Unnamed build',
    loading: 'Loading price alerts',
    removeEntry: 'Remove',
    removeEntryLabel: (name: string) => `Remove the price alert for ${name}`,
  },
  /** The admin at scale (issue 29, decision 053): Make Admin's confirmation and refusal, Add Product's link. */
  adminPages: {
    ownAdminRole: 'You cannot remove your own admin role. Another admin can.',
    confirmGrant: (name: string) => `Make ${name} an admin?`,
    confirmRevoke: (name: string) => `Remove admin from ${name}?`,
    grantDetail: (email: string) => `${email} will be able to change products, orders and roles.`,
    revokeDetail: (email: string) => `${email} will no longer see the admin pages.`,
    partAddedLink: 'See it in the shop',
  },
  /** The upgrade advisor's words beside a suggestion (issue 40). */
  advisor: {
    /** A memory kit beside modules of another speed: every module runs at the slowest one's speed. */
    mixedMemorySpeed: (kitMts: number, fittedMts: number) =>
      `Your present modules are rated ${fittedMts} MT/s and this kit ${kitMts} MT/s: side by side, all of them will run at the slower speed, ${Math.min(kitMts, fittedMts)} MT/s.`,
  },
  /** A part's price over time on its page (issue 42, decision 092). */
  priceHistory: {
    heading: 'Price history',
    lowestIn30Days: 'Lowest in 30 days',
    /** The right end of the chart's time line. */
    today: 'Today',
    /** What the chart shows, said in words. */
    summary: (first: string, last: string, lowest: string, highest: string) =>
      first === last && lowest === highest ? `${last} over the last 90 days.` : `From ${first} to ${last} over the last 90 days; lowest ${lowest}, highest ${highest}.`,
  },
  /** The development stand-ins (mail outbox, identity provider, test payments) answer only here. */
  standIns: {
    throughProxy: 'Development stand-ins answer only on this machine, never through a proxy.',
  },
} as const;
