import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentRefusalDetails } from "@domain/credit/documentRefusals";
import { written } from "../support/messages";
import { customerWithApplication } from "../support/applications";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { pdfWithCompressedScript, pdfWithOpenActionScript, samplePdf } from "../support/documents";
import { startTestApp } from "../support/site";

/** Issue 29: a PDF that would run a script in the reader of the staff who study it is refused. */
describe.each<DatabaseKind>(["pglite", "postgres"])("a PDF with a script, on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let claire = "";
  let id = "";

  const send = (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: claire }, ...(payload && { payload }) });

  /** A file sent as the browser sends it: its bytes, the type guessed from its name. */
  const sendFile = (url: string, bytes: InjectOptions["payload"], language = "fr") =>
    app.inject({
      method: "POST",
      url: `${url}?fileName=bulletin.pdf`,
      headers: { cookie: claire, "content-type": "application/pdf", "accept-language": language },
      payload: bytes,
    });

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
    ({ cookie: claire, id } = await customerWithApplication(app));
  }, 60_000);

  afterAll(() => close());

  it("is refused in French, added or in place of a file, and nothing sent before is lost", async () => {
    const documents = `/api/applications/${id}/documents`;
    expect((await sendFile(`${documents}/identity`, samplePdf)).statusCode).toBe(201);
    const [kept] = (await send("GET", `/api/applications/${id}`)).json().documents;

    const message = written(documentRefusalDetails.activeContent(["javaScript"]));
    expect(message).toBe(
      "Ce fichier PDF contient du JavaScript : il est refusé pour votre sécurité. Enregistrez-le à nouveau au format PDF (Imprimer > Enregistrer au format PDF) pour n'en garder que les pages, puis renvoyez-le.",
    );
    for (const bytes of [pdfWithOpenActionScript, pdfWithCompressedScript]) {
      for (const url of [`${documents}/payslips`, `${documents}/${kept.id}/replacement`]) {
        const refused = await sendFile(url, bytes);
        expect(refused.statusCode, url).toBe(422);
        expect(refused.json()).toEqual({ error: { code: "active_content", message } });
      }
    }
    const english = await sendFile(`${documents}/payslips`, pdfWithOpenActionScript, "en");
    expect(english.json().error.message).toBe(
      "This PDF file contains JavaScript: it has been refused for your security. Please save it again as a PDF (Print > Save as PDF) to keep only its pages, then send it again.",
    );

    expect((await send("GET", `/api/applications/${id}`)).json().documents).toEqual([kept]);
    const download = await send("GET", `${documents}/${kept.id}`);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    const events = await testDatabase.database.db
      .selectFrom("credit_application_events")
      .select("event")
      .where("application_id", "=", id)
      .orderBy("at")
      .orderBy("id")
      .execute();
    expect(events.map(({ event }) => event)).toEqual([
      "created",
      "situation_saved",
      "document_uploaded",
    ]);
  });
});
