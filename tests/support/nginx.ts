import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpsRequest, type Agent } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./server-process";

const projectRoot = resolve(import.meta.dirname, "..", "..");
/** The configuration operators install: the one under test. */
export const publishedConfig = join(projectRoot, "docs", "deploy", "nginx.conf");
const nginxBinary = "/usr/sbin/nginx";

/** One line of the access log: which instance answered a request, after which attempts. */
export interface AccessEntry {
  client: string;
  method: string;
  uri: string;
  status: number;
  /** Every instance nginx tried, in order (`127.0.0.1:3001, 127.0.0.1:3002` after a retry). */
  upstreams: string[];
}

export interface Nginx {
  /** `https://127.0.0.1:PORT`, served with a certificate `ca` trusts. */
  origin: string;
  /** The plain-HTTP port, which only redirects. */
  httpPort: number;
  ca: string;
  accessLog(): Promise<AccessEntry[]>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Replaces `pattern` in the published file, insisting it matched as many times as expected: if the
 * file changes shape, the test stops rather than silently running another configuration.
 */
function substitute(text: string, pattern: RegExp, count: number, by: (match: string) => string) {
  const matches = text.match(pattern) ?? [];
  if (matches.length !== count) {
    throw new Error(
      `${publishedConfig}: expected ${count} match(es) of ${pattern}, found ${matches.length}`,
    );
  }
  return text.replace(pattern, by);
}

/**
 * The published configuration with only what differs on this machine: the instances' addresses,
 * the listening ports (on loopback) and the certificate's paths.
 */
export async function generatedSite(
  upstreams: readonly string[],
  ports: { https: number; http: number },
  certificate: { cert: string; key: string },
): Promise<string> {
  let site = await readFile(publishedConfig, "utf8");
  let first = true;
  site = substitute(site, /^( *)server \S+:\d+( [^;\n]*)?;$/gm, 2, (line) => {
    if (!first) return "";
    first = false;
    const [, indent = "", parameters = ""] = /^( *)server \S+( [^;\n]*)?;$/.exec(line) ?? [];
    return upstreams.map((address) => `${indent}server ${address}${parameters};`).join("\n");
  });
  site = substitute(site, /^( *)listen 80;$/gm, 1, (line) =>
    line.replace("80", `127.0.0.1:${ports.http}`),
  );
  site = substitute(site, /^( *)listen 443 ssl http2;$/gm, 1, (line) =>
    line.replace("443", `127.0.0.1:${ports.https}`),
  );
  site = substitute(site, /^( *)ssl_certificate \S+;$/gm, 1, (line) =>
    line.replace(/ \S+;$/, ` ${certificate.cert};`),
  );
  site = substitute(site, /^( *)ssl_certificate_key \S+;$/gm, 1, (line) =>
    line.replace(/ \S+;$/, ` ${certificate.key};`),
  );
  return site;
}

async function acceptsConnections(port: number): Promise<boolean> {
  const socket = connect(port, "127.0.0.1");
  try {
    await Promise.race([once(socket, "connect"), once(socket, "error")]);
    return !socket.destroyed && socket.readyState === "open";
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * Starts Debian's nginx as the current user, in a folder of its own, on free loopback ports, in
 * front of `upstreams` (`127.0.0.1:PORT` each), with the published site configuration inside a
 * minimal main configuration. Its access log names the instance that answered each request.
 */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  const prefix = await mkdtemp(join(tmpdir(), "aurore-nginx-"));
  const cert = join(prefix, "cert.pem");
  const key = join(prefix, "key.pem");
  const openssl = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0)
    throw new Error(`openssl could not make a certificate:\n${openssl.stderr}`);

  const [https, http] = [await freePort(), await freePort()];
  const site = join(prefix, "aurore-banque.conf");
  await writeFile(site, await generatedSite(upstreams, { https, http }, { cert, key }));
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"];
  await Promise.all(temp.map((name) => mkdir(join(prefix, name))));
  const accessLog = join(prefix, "access.log");
  const main = join(prefix, "nginx.conf");
  await writeFile(
    main,
    [
      // As root, nginx would run its workers as `nobody`, who cannot write in this folder.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      "events { worker_connections 1024; }",
      "http {",
      ...temp.map(
        (name) => `  ${name === "body" ? "client_body" : name}_temp_path ${join(prefix, name)};`,
      ),
      '  log_format upstreams "$remote_addr\\t$request_method\\t$request_uri\\t$status\\t$upstream_addr";',
      `  access_log ${accessLog} upstreams;`,
      `  include ${site};`,
      "}",
    ].join("\n"),
  );

  const child = spawn(
    nginxBinary,
    [
      ...["-p", prefix, "-c", main, "-e", join(prefix, "error.log")],
      ...["-g", `daemon off; pid ${join(prefix, "nginx.pid")}; error_log stderr warn;`],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(https))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen within 10 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }

  return {
    origin: `https://127.0.0.1:${https}`,
    httpPort: http,
    ca: await readFile(cert, "utf8"),
    output: () => output,
    accessLog: async () =>
      (await readFile(accessLog, "utf8"))
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [client = "", method = "", uri = "", status = "", upstream = ""] = line.split("\t");
          return {
            client,
            method,
            uri,
            status: Number(status),
            upstreams: upstream.split(/, | : /).filter((address) => address && address !== "-"),
          };
        }),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ProxyRequest {
  method: "GET" | "POST";
  path: string;
  /** The loopback address the request leaves from (any of 127.0.0.0/8): the client nginx sees. */
  from: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: Agent;
}

/** One HTTPS request to nginx from a chosen client address; rejects only if no answer came. */
export function send(nginx: Nginx, init: ProxyRequest): Promise<ProxyAnswer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolveAnswer, reject) => {
    const request = httpsRequest(
      `${nginx.origin}${init.path}`,
      {
        method: init.method,
        ca: nginx.ca,
        localAddress: init.from,
        agent: init.agent,
        headers: {
          ...(payload !== undefined && {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(payload)),
            origin: nginx.origin,
          }),
          ...init.headers,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
