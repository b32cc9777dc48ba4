// Stands in for the 'server-only' package in unit tests, which run server modules directly.
export {};
