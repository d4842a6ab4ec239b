import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runMaintenance, runScript, TaskFailure } from "./task";

const usage =
  "Usage : npm run screening:load -- FICHIER (le registre national des gels en JSON, tel que la DG Trésor le publie)";

function readFile(): string {
  try {
    const { positionals } = parseArgs({ allowPositionals: true });
    // From the folder the operator typed the command in (npm runs scripts from the project's), and
    // absolute: the server that reads it runs from a folder of its own.
    if (positionals.length === 1 && positionals[0]) {
      return resolve(process.env.INIT_CWD ?? "", positionals[0]);
    }
  } catch {
    // An unknown option: the usage says what is expected.
  }
  throw new TaskFailure(usage);
}

await runScript(() => runMaintenance({ task: "screening:load", args: { file: readFile() } }));
