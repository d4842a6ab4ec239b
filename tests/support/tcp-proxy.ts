import { createConnection, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones, as a database host that went away would. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy the test controls, standing between the server and PostgreSQL. */
export async function startTcpProxy(
  targetPort: number,
  targetHost = "127.0.0.1",
): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection({ port: targetPort, host: targetHost });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        if (typeof address === "object" && address) port = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
