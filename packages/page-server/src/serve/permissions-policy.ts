/** Powerful features no page of the site uses (the app servers' and nginx's header). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
