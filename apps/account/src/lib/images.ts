import { imageUrl } from '@island-eats/api-client';

/** The server's generic person picture, for a missing or failing user or driver photo. */
export const defaultUserImage = () => imageUrl('/images/default-user.svg') ?? '';
