// A tiny http server on 127.0.0.1 (ephemeral port) that plays a hostile CMS, thumbnail host or
// redirect target, and records every request it receives (method, path with query, headers).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface HostileServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** 127.0.0.1:<port> */
  host: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startHostileServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => response.writeHead(404).end(),
): Promise<HostileServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
