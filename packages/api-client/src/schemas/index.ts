/** The `@island-eats/api-client/schemas` entry: yup loads only with the forms that need it. */
export { MESSAGES } from './messages';
export * from './fields';
export * from './auth';
export * from './short-forms';
export * from './address';
export * from './cards';
export * from './profile';
export * from './phone-display';
export * from './card-expiry';
export * from './numeric-keys';
export * from './staff';
