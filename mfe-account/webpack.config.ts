import { createRemoteConfig, type BuildMode } from '../ops/src/webpack/create-config';

/** The account remote's own build; the standalone page exists only in development (npm run dev). */
export default (mode: BuildMode = 'production') =>
  createRemoteConfig({
    packageDir: __dirname,
    mode,
    name: 'account',
    exposes: {
      './LoginModal': './src/exposes/login-modal.tsx',
      './SignupPages': './src/exposes/signup-pages.tsx',
      './MyPages': './src/exposes/my-pages.tsx',
      './LoginBonusModal': './src/exposes/login-bonus-modal.tsx',
      './AccountPages': './src/exposes/account-pages.tsx',
    },
    standalone: mode === 'development',
  });
