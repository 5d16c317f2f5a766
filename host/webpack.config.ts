import { createHostConfig, type BuildMode } from '../ops/src/webpack/create-config';

export default (mode: BuildMode = 'production') => createHostConfig({ packageDir: __dirname, mode });
