import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SOCKET_HEADER: string;
export declare function withClientAddress(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
