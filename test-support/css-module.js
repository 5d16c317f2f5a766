// CSS Modules in tests: every class name maps to itself, so components render unchanged.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
