export * from './contract';
export * from './registry';
export * from './host-server-bundle';
