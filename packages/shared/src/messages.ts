/**
 * Every user-facing sentence of the spec, spelt exactly as the spec spells it (odd spacing and
 * punctuation included). The page and the server both import from here; nowhere else may
 * write these strings.
 */
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
} as const;
