// Coalescing: while a call for a key is on its way upstream, identical requests wait for
// it instead of making their own.
export function createFlights<T>() {
  const flights = new Map<string, Promise<T>>();
  return {
    /** The flight already under way for `key`, or a new one made by `start`. */
    join(key: string, start: () => Promise<T>): { promise: Promise<T>; joined: boolean } {
      const under = flights.get(key);
      if (under) return { promise: under, joined: true };
      const promise = start().finally(() => flights.delete(key));
      flights.set(key, promise);
      return { promise, joined: false };
    },
  };
}
