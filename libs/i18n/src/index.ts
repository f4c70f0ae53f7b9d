export * from './locales';
export * from './markets';
export * from './segments';
export * from './route-table';
export * from './paths';
export * from './remix-routes';
