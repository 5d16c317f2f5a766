// Each test starts with an empty localStorage so persisted state never leaks between tests.
beforeEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
