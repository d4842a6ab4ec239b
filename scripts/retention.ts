import { deleteExpiredLeads, retentionReport } from "../server/services/retention";
import { runScript, withDatabase } from "./task";

await runScript(async () => {
  const result = await withDatabase((database) => deleteExpiredLeads(database));
  console.log(retentionReport(result));
});
