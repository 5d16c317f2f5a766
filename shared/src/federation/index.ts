export * from './contract';
export * from './registry';
