/** The three tags of SPEC.md §2; any other saved type is an Other address with its own name. */
export type AddressTag = 'Home' | 'Work' | 'Other';

export const ADDRESS_TAGS: readonly AddressTag[] = ['Home', 'Work', 'Other'];

export function tagOf(type: string | undefined): AddressTag {
  return type === 'Home' || type === 'Work' ? type : 'Other';
}

/** SPEC.md §5: for tag Other the address name is the type if filled, else Other. */
export function typeOf(tag: AddressTag, name: string): string {
  return tag === 'Other' ? name.trim() || 'Other' : tag;
}
