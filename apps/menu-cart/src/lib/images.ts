import { imageUrl } from '@island-eats/api-client';

/** The server's generic pictures, used when a dish or restaurant image is missing or fails. */
export const defaultDishImage = () => imageUrl('/images/default-dish.svg') ?? '';
export const defaultRestaurantImage = () => imageUrl('/images/default-restaurant.svg') ?? '';
export const defaultUserImage = () => imageUrl('/images/default-user.svg') ?? '';
