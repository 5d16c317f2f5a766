import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { type BuildMode, rules } from '../ops/src/webpack/create-config';

/**
 * The ops console: one small React app served by the web server at /ops (ops/src/server/ops/).
 * No federation: it shares nothing with the reader's page, and no reader's page loads it.
 */
export default (mode: BuildMode = 'production'): Configuration => ({
  mode,
  context: __dirname,
  entry: './src/main.tsx',
  devtool: mode === 'production' ? false : 'eval-source-map',
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/ops/',
    filename: '[name].[contenthash].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: rules('ops', mode) },
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
});
