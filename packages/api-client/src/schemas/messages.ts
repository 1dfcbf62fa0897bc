/** The field texts of SPEC §5 and §8: the schemas and the forms show them, the server answers them. */
export const MESSAGES = {
  required: 'Required',
  invalid: 'Invalid value',
  mobileLength: 'Mobile number must be 10 digits',
  mobileDigits: 'Please enter vaild phone number',
  passwordMin: 'Password must be at least 6 characters.',
  strictPasswordMin: 'Password must be at least 8 characters.',
  strictPasswordMix:
    'Password must contain an uppercase letter, a lowercase letter, a number and a symbol.',
  passwordMismatch: "Password doesn't match",
  // the board's refusal, checked by the form and again by the server
  refusalReason: 'Please say why the order is refused.',
  email: 'Invalid email address.',
  landmark: 'Landmark is required.',
  cardDigits: 'Please enter upto 16 digits',
  // SPEC §5 gives the card rules without words for them: said plainly instead of 'Invalid value'
  cardHolder: 'Please use letters and spaces only.',
  cardExpiry: 'Please enter the expiry date as MM/YYYY.',
  digitsOnly: 'Please enter digits only.',
  cvvLength: (max: number) => `Please enter up to ${max} digits.`,
  zipLength: 'Please enter up to 7 digits.',
  profileImage: 'Please Select Profile Image',
  tipRequired: 'Tip amount is required!',
  tipNotChosen: 'Please enter a tip.',
  ratingRequired: 'Rating is required!',
  selectAddOn: 'Please select at least one item.',
  selectCard: 'Please Select the Card',
} as const;
