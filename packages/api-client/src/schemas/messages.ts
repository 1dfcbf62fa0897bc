/** The client-side texts of SPEC §5 and §8, shared by the schemas and the forms. */
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
  email: 'Invalid email address.',
  landmark: 'Landmark is required.',
  cardDigits: 'Please enter upto 16 digits',
  profileImage: 'Please Select Profile Image',
  tipRequired: 'Tip amount is required!',
  tipNotChosen: 'Please enter a tip.',
  ratingRequired: 'Rating is required!',
  selectAddOn: 'Please select at least one item.',
  selectCard: 'Please Select the Card',
} as const;
