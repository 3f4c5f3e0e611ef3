/**
 * The grid of property cards (search, top-rated, favourites). `grid-cols-1` makes the one column of a
 * phone `minmax(0, 1fr)`: a card's truncated address must not widen it past the screen.
 */
export const propertyGridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';
