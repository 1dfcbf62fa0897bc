export interface SavedCard {
  id: number;
  /** masked card number */
  Account: string;
  AccountToken: string;
}
