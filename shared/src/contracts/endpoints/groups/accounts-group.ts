// Endpoints of the accounts group of spec section 7 (one file per endpoint, re-exported here).
export {};
