// The schema index: one line per feature.
export * from './audit';
export * from './companies';
export * from './example-documents';
export * from './files';
export * from './mail';
export * from './users';
export * from './verification';
export * from './video-lessons';
