// Some registry mirrors (this project's CI machine's among them) serve other platforms' optional
// packages without versions, so `npm install` leaves them out of package-lock.json, and `npm ci`
// then refuses the lockfile as out of sync, there and on any machine with the full registry. This
// adds each missing platform package back, with the os/cpu/libc that let npm skip it elsewhere.
// Run after every `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;
const systems = [
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "android",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
];
const cpus = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "riscv64",
  "ppc64",
  "s390x",
  "loong64",
  "mips64el",
  "wasm32",
];
const has = (base, word) => new RegExp(`(^|-)${word}(-|$)`).test(base);

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`] || !/^\d+\.\d+\.\d+/.test(version))
      continue;
    const base = name.split("/").at(-1);
    const os = systems.find((system) => has(base, system));
    const cpu = cpus.find((arch) => has(base, arch));
    const libc = base.includes("musl")
      ? "musl"
      : os === "linux" && base.includes("gnu")
        ? "glibc"
        : undefined;
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(cpu && { cpu: [cpu] }),
      ...(os && { os: [os] }),
      ...(libc && { libc: [libc] }),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) added`);
