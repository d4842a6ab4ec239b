import { parseArgs } from "node:util";
import { createStaffAccount, parseStaffAccount, StaffAccountError } from "../server/services/staff";
import { runScript, TaskFailure, withDatabase } from "./task";

const usage =
  "Usage : npm run admin:create -- --email adresse@aurore-banque.fr --password MotDePasse";

function readOptions(): { email?: string; password?: string } {
  try {
    return parseArgs({
      options: { email: { type: "string" }, password: { type: "string" } },
    }).values;
  } catch {
    throw new TaskFailure(`Options invalides.\n${usage}`);
  }
}

await runScript(async () => {
  const options = readOptions();
  if (options.email === undefined || options.password === undefined) {
    throw new TaskFailure(usage);
  }
  try {
    // Checked before the database is opened: a weak password never touches it.
    const account = parseStaffAccount(options);
    await withDatabase((database) => createStaffAccount(database, account));
    console.log(`Compte du personnel créé pour ${account.email} : connexion sur /login.`);
  } catch (error) {
    if (error instanceof StaffAccountError) throw new TaskFailure(error.message);
    throw error;
  }
});
