import { createRemoteConfig, type BuildMode } from '../ops/src/webpack/create-config';

/** The commerce remote's own build; the standalone page exists only in development (npm run dev). */
export default (mode: BuildMode = 'production') =>
  createRemoteConfig({
    packageDir: __dirname,
    mode,
    name: 'commerce',
    exposes: {
      './MyPagePopup': './src/exposes/my-page-popup.tsx',
      './PurchaseDialog': './src/exposes/purchase-dialog.tsx',
      './GiftPage': './src/exposes/gift-page.tsx',
      './CommercePages': './src/exposes/commerce-pages.tsx',
    },
    standalone: mode === 'development',
  });
