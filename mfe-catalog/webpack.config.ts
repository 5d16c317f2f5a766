import { createRemoteConfig, type BuildMode } from '../ops/src/webpack/create-config';

/** The catalog remote's own build; the standalone page exists only in development (npm run dev). */
export default (mode: BuildMode = 'production') =>
  createRemoteConfig({
    packageDir: __dirname,
    mode,
    name: 'catalog',
    exposes: {
      './TopPage': './src/exposes/top-page.tsx',
      './TitlePage': './src/exposes/title-page.tsx',
      './SearchModal': './src/exposes/search-modal.tsx',
      './SearchPage': './src/exposes/search-page.tsx',
      './RankingPage': './src/exposes/ranking-page.tsx',
      './SeriesPage': './src/exposes/series-page.tsx',
      './ContentPages': './src/exposes/content-pages.tsx',
      './FanLetterPages': './src/exposes/fan-letter-pages.tsx',
    },
    standalone: mode === 'development',
    // The screens a search engine or a first visit lands on: the web server renders their first screen.
    serverExposes: ['./TopPage', './TitlePage', './SearchPage', './RankingPage', './SeriesPage', './ContentPages'],
  });
