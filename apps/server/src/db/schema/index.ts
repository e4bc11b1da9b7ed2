// The schema index: one line per feature.
export * from './audit';
export * from './companies';
export * from './files';
export * from './mail';
export * from './users';
export * from './verification';
