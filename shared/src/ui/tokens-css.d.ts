// The tokens stylesheet is imported for its side effect only (every other stylesheet is a CSS Module).
declare module '*/ui/tokens.css';
