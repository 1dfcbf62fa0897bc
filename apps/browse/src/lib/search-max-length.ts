/** The server refuses longer restaurant names; the search box and the list's query cut at this. */
export const SEARCH_MAX_LENGTH = 100;
