import { spawn } from "node:child_process";
import { resolve } from "node:path";

const projectRoot = resolve(import.meta.dirname, "..", "..");

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * An operator running `npm run <script>` (`scripts/<script>.ts` under tsx, as npm does): its exit
 * code and what it printed. `input` is what the operator types (a password, for admin:create).
 */
export function runOperatorScript(
  script: "admin-create" | "retention" | "backup" | "restore",
  args: string[],
  env: Record<string, string>,
  input = "",
): Promise<ScriptRun> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(input);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on("close", (code) => done({ code, stdout, stderr })));
}
