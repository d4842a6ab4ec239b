// The reference for the static-page benchmark: Node's http module sending one page's brotli bytes
// from memory, with no routing, headers or logging. Usage: node bench/bare-server.mjs FILE PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_request, response) => {
  response.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
    "content-length": body.length,
  });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("listening"));
