// HTTP Basic as the registry takes its key: the key as user name and an empty password.
// Written once for the client that sends it, the embedded registry's callers, and the
// checks that the key never leaks in either form.

/** base64 of `key:`: the credentials of the Authorization header, as they travel. */
export const basicCredentials = (key: string) => Buffer.from(`${key}:`).toString('base64');

/** `Basic base64("<key>:")`. */
export const basicAuthorization = (key: string) => `Basic ${basicCredentials(key)}`;
