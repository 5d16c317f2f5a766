// The console's one stylesheet is imported for its side effect only.
declare module '*/console.css';
