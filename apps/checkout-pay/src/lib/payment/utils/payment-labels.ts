/** The payment buttons' labels: checkout places the order, the tip modal pays the tip. */
export interface PaymentLabels {
  savedCard: string;
  providerCard: string;
  wallet: string;
}

export const ORDER_LABELS: PaymentLabels = {
  savedCard: 'Place Order',
  providerCard: 'Place Order with Card',
  wallet: 'Place Order with PayPal',
};

export const TIP_LABELS: PaymentLabels = {
  savedCard: 'Pay Tip',
  providerCard: 'Pay Tip with Card',
  wallet: 'Pay Tip with PayPal',
};
