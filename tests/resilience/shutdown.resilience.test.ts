import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/database";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { handOverToServer, startServer, type ServerProcess } from "../support/server-process";
import { leadBody, signupBody } from "./bodies";

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A keep-alive HTTP/1.1 connection driven by hand, so that a request can be left half-sent: its
 * headers announce `Expect: 100-continue`, and the server's "100 Continue" proves it holds the
 * request before the test goes on.
 */
class RawConnection {
  private received = "";
  private readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (this.received += chunk));
    socket.on("error", () => undefined);
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    return new RawConnection(socket);
  }

  private async until<T>(read: () => T | undefined): Promise<T> {
    for (;;) {
      const value = read();
      if (value !== undefined) return value;
      if (this.socket.readableEnded || this.socket.destroyed) {
        throw new Error(`Connection closed; received: ${this.received}`);
      }
      await Promise.race([once(this.socket, "data"), once(this.socket, "close")]);
    }
  }

  /** Sends the headers only and waits until the server asks for the body. */
  async begin(
    method: string,
    path: string,
    port: number,
    body: string,
  ): Promise<() => Promise<RawResponse>> {
    this.socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await this.until(() => {
      const end = this.received.indexOf("\r\n\r\n");
      if (end < 0) return undefined;
      const interim = this.received.slice(0, end);
      this.received = this.received.slice(end + 4);
      if (!interim.startsWith("HTTP/1.1 100"))
        throw new Error(`Expected 100 Continue, got ${interim}`);
      return true;
    });
    return () => {
      this.socket.write(body);
      return this.response();
    };
  }

  async request(method: string, path: string, port: number): Promise<RawResponse> {
    this.socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    return this.response();
  }

  private response(): Promise<RawResponse> {
    return this.until(() => {
      const end = this.received.indexOf("\r\n\r\n");
      if (end < 0) return undefined;
      const [statusLine = "", ...lines] = this.received.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).toLowerCase();
        const value = line.slice(colon + 1).trim();
        // Several Set-Cookie lines stay apart, one per line.
        headers[name] = headers[name] === undefined ? value : `${headers[name]}\n${value}`;
      }
      const length = Number(headers["content-length"] ?? 0);
      const rest = Buffer.from(this.received.slice(end + 4));
      if (rest.length < length) return undefined;
      this.received = rest.subarray(length).toString();
      return {
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: rest.subarray(0, length).toString(),
      };
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Resolves once the port refuses connections (the server stopped listening). */
async function refusesConnections(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const socket = connect(port, "127.0.0.1");
    const outcome = await Promise.race([
      once(socket, "connect").then(() => "accepted"),
      once(socket, "error").then(([error]) => (error as NodeJS.ErrnoException).code),
    ]).catch((error: NodeJS.ErrnoException) => error.code);
    socket.destroy();
    if (outcome === "ECONNREFUSED") return true;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return false;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("SIGTERM on %s", (kind) => {
  let testDatabase: TestDatabase;
  let server: ServerProcess | undefined;
  const connections: RawConnection[] = [];

  afterAll(async () => {
    for (const connection of connections) connection.close();
    await server?.stop("SIGKILL");
    await testDatabase?.drop();
  });

  it("answers the requests in flight, refuses new connections, then exits with 0", async () => {
    testDatabase = await createTestDatabase(kind);
    server = await startServer(await handOverToServer(testDatabase));
    const port = Number(new URL(server.origin).port);
    const customer = signupBody(1);
    const created = await fetch(`${server.origin}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(customer),
    });
    expect(created.status).toBe(201);

    // Connections a browser would keep open: each has served a request before the one in flight.
    for (let i = 0; i < 5; i += 1) {
      const connection = await RawConnection.open(port);
      connections.push(connection);
      expect((await connection.request("GET", "/api/health", port)).status).toBe(200);
    }
    const [leadConnection, signupConnection, ...loginConnections] = connections;
    const lead = leadBody("pretAuto", 1);
    const newcomer = signupBody(2);
    const finishers = await Promise.all([
      leadConnection?.begin("POST", "/api/leads/pretAuto", port, JSON.stringify(lead)),
      signupConnection?.begin("POST", "/api/auth/signup", port, JSON.stringify(newcomer)),
      ...loginConnections.map((connection) =>
        connection.begin(
          "POST",
          "/api/auth/login",
          port,
          JSON.stringify({ email: customer.email, password: customer.password }),
        ),
      ),
    ]);

    const exited = once(server.process, "exit");
    const signalled = Date.now();
    server.process.kill("SIGTERM");
    expect(await refusesConnections(port, 3_000), "new connections refused").toBe(true);

    const [leadAnswer, signupAnswer, ...loginAnswers] = await Promise.all(
      finishers.map((finish) => finish?.()),
    );
    expect(leadAnswer?.status).toBe(201);
    expect(JSON.parse(leadAnswer?.body ?? "{}").message).toBe(
      "Merci, votre demande a bien été envoyée. Un conseiller vous répond sous 48 h ouvrées.",
    );
    expect(signupAnswer?.status).toBe(201);
    expect(JSON.parse(signupAnswer?.body ?? "{}").customer.email).toBe(newcomer.email);
    for (const answer of loginAnswers) {
      expect(answer?.status).toBe(200);
      expect(JSON.parse(answer?.body ?? "{}").customer.email).toBe(customer.email);
      expect(answer?.headers["set-cookie"]).toMatch(/^aurore_session=/m);
    }

    // The connections stay open on the client's side, as a browser's would: the server must not wait for them.
    const code = await Promise.race([
      exited.then(([exitCode]) => exitCode as number | null),
      new Promise<string>((timedOut) => setTimeout(() => timedOut("still running"), 5_000)),
    ]);
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5_000);

    const database = await createDatabase(testDatabase.options);
    try {
      const emails = await database.db.selectFrom("customers").select("email").execute();
      expect(emails.map((row) => row.email).sort()).toEqual(
        [customer.email, newcomer.email].sort(),
      );
      expect(await database.db.selectFrom("leads").select("kind").execute()).toEqual([
        { kind: "pretAuto" },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
