import { parseArgs } from "node:util";
import { loadCommonPasswords } from "../domain/forms/commonPasswords";
import { parseStaffAccount } from "../server/services/staff";
import { runMaintenance, runScript, TaskFailure } from "./task";

const usage =
  "Usage : npm run admin:create -- --email adresse@aurore-banque.fr (le mot de passe est demandé ensuite, ou lu sur l'entrée standard)";

function readOptions(): { email?: string } {
  try {
    const { values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" } },
    });
    if (values.password !== undefined) {
      // A password on the command line stays in the shell's history and in the process list.
      throw new TaskFailure(
        `L'option --password n'est pas acceptée : le mot de passe resterait dans l'historique du terminal.\n${usage}`,
      );
    }
    return values;
  } catch (error) {
    if (error instanceof TaskFailure) throw error;
    throw new TaskFailure(`Options invalides.\n${usage}`);
  }
}

/** Typed at a terminal without being shown. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  let typed = "";
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      outcome();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish(() => resolve(typed));
        if (character === "\u0003") return finish(() => reject(new TaskFailure("Interrompu.")));
        typed =
          character === "\u007f" || character === "\b" ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on("data", onData);
  });
}

/** The first line of the standard input, for scripts: `printf '%s\n' "$MOT_DE_PASSE" | npm run …`. */
async function firstLineOfInput(): Promise<string> {
  let input = "";
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes("\n")) break;
  }
  return input.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const password = await promptHidden("Mot de passe : ");
  if ((await promptHidden("Confirmez le mot de passe : ")) !== password) {
    throw new TaskFailure("Les mots de passe ne correspondent pas.");
  }
  return password;
}

await runScript(async () => {
  const { email } = readOptions();
  if (email === undefined) throw new TaskFailure(usage);
  const password = await readPassword();
  await loadCommonPasswords();
  // Checked here too, before any database is reached: a weak password never leaves this process.
  const account = parseStaffAccount({ email, password });
  await runMaintenance({ task: "admin:create", args: account });
});
