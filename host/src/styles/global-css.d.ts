// The one global stylesheet is imported for its side effect only (the rest are CSS Modules).
declare module '*/styles/global.css';
