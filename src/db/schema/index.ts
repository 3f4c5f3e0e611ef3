export * from './enums';
export * from './users';
export * from './admin';
export * from './properties';
export * from './bookings';
export * from './reviews';
export * from './content';
export * from './public-pages';
