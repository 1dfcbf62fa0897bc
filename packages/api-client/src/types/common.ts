/** The server's 0/1 flags (emergency_close, isVeg, stock_status, ...). */
export type Flag = 0 | 1;

/** Every answer carries `error` as a string (SPEC §8); a call only resolves on 'false'. */
export interface ApiOk {
  error: 'false';
  errorMessage?: string;
}

/**
 * What a call of this client resolves to. The server types each answer against it with
 * `satisfies AnswerOf<typeof call>`, so the server and the pages cannot drift apart.
 */
export type AnswerOf<Call extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<Call>
>;

/** The two islands; st_croix is the default (SPEC §9). */
export type LocatedAt = 'st_croix' | 'st_thomas';

/** 'Take Out' is labelled Pick UP and is the default (SPEC §4). */
export type OrderType = 'Take Out' | 'Delivery';

/** A location as the server lists it in getloginSetting. */
export interface Location {
  id: number;
  /** '' for the list's first entry, the 'Select Location' placeholder (SPEC.md §2). */
  name: LocatedAt | '';
  displayName: string;
}

export interface Country {
  name: string;
  dial_code: string;
  code: string;
}
