const { configure } = require('@testing-library/react');

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine a lazily loaded
// remote region plus the layout can take over a second to render. A passing test is not
// slowed; only a failing one waits longer before it reports.
configure({ asyncUtilTimeout: 5000 });

// Each test starts with an empty localStorage so persisted state never leaks between tests.
beforeEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
