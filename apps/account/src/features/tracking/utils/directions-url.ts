/**
 * Google Maps' directions to a place (its documented Maps URLs, no key needed): the customer's
 * own maps app on a phone, the site on a computer. The coordinates find the door; the address
 * is what a reader of the link sees when there are none.
 */
export function directionsUrl(place: {
  latitude: number | null;
  longitude: number | null;
  address: string;
}): string {
  const destination =
    place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : place.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
