// The schema index: one line per feature.
export * from './auctions';
export * from './audit';
export * from './companies';
export * from './contact-requisites';
export * from './contractor-lists';
export * from './contractor-partners';
export * from './directory';
export * from './example-documents';
export * from './files';
export * from './freight';
export * from './mail';
export * from './notifications';
export * from './route-owners';
export * from './transportation-names';
export * from './users';
export * from './verification';
export * from './video-lessons';
