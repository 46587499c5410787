export * from './openapi-document.js';
export * from './operations.js';
export * from './create-validators.js';
export * from './error-body.js';
