import { api } from './api';

interface ServerLine {
  cartId: number;
  dishId: number;
  dishName: string;
  dishQuantity: number;
  dishPrice: string;
  dishTotal: string;
  spl_instruction: string;
  dishCustomisation: { customizableDishItems: { elementName: string }[] }[];
}

export interface ServerCart {
  error: string;
  errorMessage?: string;
  dishes?: {
    dishes: ServerLine[];
    outletDetails: { outletId: number; outletName: string };
    billTotals: { displayKey: string; netAmount: string }[];
  };
}

/** The user's cart as the server prices it (Take Out, no tip). */
export const serverCart = (token: string, island = 'st_croix') =>
  api<ServerCart>(
    'viewCart',
    {
      located_at: island,
      udId: 'E2E',
      order_type: 'Take Out',
      tipAmount: 0,
      order_distance: '0.0',
      donation: 'no',
    },
    token,
  );

interface ListedOutlet {
  outletId: number;
  outletName: string;
  emergency_close: number;
  business_hours: {
    is_restro_online: number;
    pickup_availability: number;
    delivery_availability: number;
    payment_availability: number;
  };
}

const CENTRES = {
  st_croix: { latitude: 17.736537, longitude: -64.735021 },
  st_thomas: { latitude: 18.349835, longitude: -64.929399 },
};

/** An island's outlets that take Pick UP orders right now, by name. */
export async function openOutlets(
  island: keyof typeof CENTRES = 'st_croix',
  /** only those that take payment: an order can be placed there */
  { paying = false } = {},
): Promise<Map<string, number>> {
  const answer = await api<{ listRestaurants: { outlet: ListedOutlet[] }[] }>('listRestaurant', {
    located_at: island,
    ...CENTRES[island],
    timezone: 'America/St_Thomas',
    type: 'Take Out',
  });
  const open = new Map<string, number>();
  for (const outlet of answer.listRestaurants.flatMap((r) => r.outlet)) {
    const hours = outlet.business_hours;
    if (
      outlet.emergency_close === 0 &&
      hours.is_restro_online === 1 &&
      hours.pickup_availability === 1 &&
      (!paying || hours.payment_availability === 1)
    ) {
      open.set(outlet.outletName, outlet.outletId);
    }
  }
  return open;
}
