// Each test starts with an empty localStorage so persisted state never leaks between tests.
beforeEach(() => {
  window.localStorage.clear();
});
