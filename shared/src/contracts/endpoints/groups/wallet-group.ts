// Endpoints of the wallet group of spec section 7 (one file per endpoint, re-exported here).
export {};
