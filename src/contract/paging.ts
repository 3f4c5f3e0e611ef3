/** Houses per page of the search screen (no zod here: the search page's code imports it). */
export const SEARCH_PAGE_SIZE = 24;
