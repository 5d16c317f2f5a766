import { createRemoteConfig, type BuildMode } from '../ops/src/webpack/create-config';

/** The viewer remote's own build; the standalone page exists only in development (npm run dev). */
export default (mode: BuildMode = 'production') =>
  createRemoteConfig({
    packageDir: __dirname,
    mode,
    name: 'viewer',
    exposes: {
      './EpisodeViewer': './src/exposes/episode-viewer.tsx',
      './MagazineViewer': './src/exposes/magazine-viewer.tsx',
      './LimitedPages': './src/exposes/limited-pages.tsx',
    },
    standalone: mode === 'development',
    // A shared episode link is many a visitor's first page: the web server renders its first screen.
    serverExposes: ['./EpisodeViewer'],
  });
