import {
  applicationRetentionReport,
  deleteExpiredApplications,
  deleteExpiredLeads,
  retentionReport,
} from "../server/services/retention";
import { runScript, withDatabase } from "./task";

await runScript(async () => {
  const now = new Date();
  const { leads, applications } = await withDatabase(async (database) => ({
    leads: await deleteExpiredLeads(database, now),
    applications: await deleteExpiredApplications(database, now),
  }));
  console.log(retentionReport(leads));
  console.log(applicationRetentionReport(applications));
});
