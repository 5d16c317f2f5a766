// CSS Modules: class names are scoped per remote at build time, so styles never leak.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
