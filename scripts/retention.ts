import { runMaintenance, runScript } from "./task";

await runScript(() => runMaintenance({ task: "retention", args: {} }));
