/**
 * The `@island-eats/api-client/rules` entry: pure rules the server and the pages share, so a
 * badge that says 'Open' and a server that takes the order can never disagree.
 */
export * from './open-now';
export * from './outlet-availability';
export * from './restaurant-badge';
export * from './list-order';
export * from './same-ids';
export * from './cart-line';
export { ISLAND_TIME_ZONE } from '../constants';
export * from './island-outlines';
export * from './outlet-status';
export * from './dish-limit';
