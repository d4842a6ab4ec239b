/**
 * What an operator does to a running bank (README « Maintenance »): the same steps whether the
 * script opens the database itself or, when the embedded server holds it, asks that server through
 * its maintenance channel (`channel.ts`). Each answers the lines the script prints.
 */
import { usuryOutdatedNotice } from "../../domain/credit/usury";
import { formatDateTime } from "../../domain/dates";
import type { Database } from "../../db/database";
import { bankDay } from "../services/applications";
import { BackupError, writeBackup } from "../services/backup";
import {
  applicationRetentionReport,
  deleteExpiredApplications,
  deleteExpiredLeads,
  retentionReport,
} from "../services/retention";
import { createStaffAccount, parseStaffAccount, StaffAccountError } from "../services/staff";
import { FreezeListError } from "../screening/freezeList";
import { loadFreezeList } from "../screening/screening";

export interface MaintenanceArgs {
  "admin:create": { email: string; password: string };
  retention: Record<string, never>;
  /** `key`: the operator's BACKUP_KEY, sent by the script: the server itself never holds one. */
  backup: { file: string; key: string };
  /**
   * `file`: where the register of asset freezes is, as DG Trésor publishes it: its 11 MB are more
   * than a request carries, so whichever process holds the database reads it.
   */
  "screening:load": { file: string };
}

export type MaintenanceTask = keyof MaintenanceArgs;

export interface MaintenanceRequest<T extends MaintenanceTask = MaintenanceTask> {
  task: T;
  args: MaintenanceArgs[T];
}

type Steps = {
  [T in MaintenanceTask]: (database: Database, args: MaintenanceArgs[T]) => Promise<string[]>;
};

const steps: Steps = {
  "admin:create": async (database, input) => {
    const account = parseStaffAccount(input);
    await createStaffAccount(database, account);
    return [`Compte du personnel créé pour ${account.email} : connexion sur /login.`];
  },
  retention: async (database) => {
    const now = new Date();
    const leads = await deleteExpiredLeads(database, now);
    const applications = await deleteExpiredApplications(database, now);
    // Run every day by the operator: the right moment to say the thresholds need their new quarter.
    const usuryNotice = usuryOutdatedNotice(bankDay(now));
    return [
      retentionReport(leads),
      applicationRetentionReport(applications),
      ...(usuryNotice ? [usuryNotice] : []),
    ];
  },
  backup: async (database, { file, key }) => {
    const { rows, tables, bytes } = await writeBackup(database, file, { key });
    const size = Math.ceil(bytes / 1000).toLocaleString("fr-FR");
    return [`Sauvegarde écrite dans ${file} : ${rows} lignes de ${tables} tables, ${size} ko.`];
  },
  "screening:load": async (database, { file }) => {
    const { source, publishedAt, entryCount } = await loadFreezeList(database.db, file);
    const plural = entryCount > 1 ? "s" : "";
    const people = `${entryCount.toLocaleString("fr-FR")} personne${plural} physique${plural}`;
    return [
      `${source} publié le ${formatDateTime(publishedAt.toISOString())} chargé : ${people}. Les contrôles portent désormais sur cette liste.`,
    ];
  },
};

export const maintenanceTasks = Object.keys(steps) as MaintenanceTask[];

export function runMaintenanceTask<T extends MaintenanceTask>(
  database: Database,
  { task, args }: MaintenanceRequest<T>,
): Promise<string[]> {
  return (steps[task] as (database: Database, args: MaintenanceArgs[T]) => Promise<string[]>)(
    database,
    args,
  );
}

/**
 * A refusal worded for the operator (a weak password, a backup that cannot be written, a register
 * file refused), if it is one.
 */
export function operatorMessage(error: unknown): string | undefined {
  return error instanceof StaffAccountError ||
    error instanceof BackupError ||
    error instanceof FreezeListError
    ? error.message
    : undefined;
}
