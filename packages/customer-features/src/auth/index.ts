// The sign-in flows of SPEC.md §4 (Log In, Sign Up, OTP, forgot and reset password): one
// implementation for every host that lets a visitor sign in (the shell, restro-menu alone).
export { AuthModalsHost } from './components/auth-modals-host';
export { authFlowAtom, closedFlow, type AuthFlow, type AuthStep } from './auth-flow';
export { locationPromptAtom } from './location-prompt-atom';
export { PhoneFields } from './fields/phone-fields';
