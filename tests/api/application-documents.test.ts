import { connect } from "node:net";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { documentRefusalDetails, documentRefusalMessages } from "@domain/credit/documentRefusals";
import { written } from "../support/messages";
import { creditApplicationMessages } from "@domain/forms/creditApplication";
import { createStaffAccount } from "../../server/services/staff";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { samplePdf, samplePng, sampleJpeg, sampleZip, sampleExe } from "../support/documents";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import {
  comfortableSituation,
  personalLoanRequest,
  forgetApplications,
} from "../support/applications";
import { startTestApp } from "../support/site";

const staff = { email: "etudes@aurore-banque.example", password: "Back-Office-2026" };

const simulation = personalLoanRequest;

const situation = comfortableSituation;

interface StoredDocument {
  id: string;
  code: string;
  fileName: string;
  mediaType: string;
  size: number;
}

/**
 * Sends a request of `size` bytes over a socket of its own, as fast as the server reads them and
 * whatever it answers meanwhile (as a browser does), until all are sent or the server closes the
 * connection. `chunked`: without announcing the length, so the server counts what arrives.
 */
function pushUpload(
  url: URL,
  headers: Record<string, string>,
  { size, chunked }: { size: number; chunked: boolean },
) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const data = Buffer.alloc(64 * 1024, 0x61);
    const piece = chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
      : data;
    let sent = 0;
    let received = "";
    socket.on("data", (bytes) => (received += bytes.toString("utf8")));
    // The server closing while bytes are still on their way resets the connection.
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body, sent });
    });
    const length = chunked ? { "transfer-encoding": "chunked" } : { "content-length": `${size}` };
    const head = Object.entries({ host: url.host, ...headers, ...length })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${url.pathname}${url.search} HTTP/1.1\r\n${head}\r\n`);
    const write = () => {
      while (!socket.destroyed && sent < size) {
        sent += data.length;
        if (!socket.write(piece)) {
          socket.once("drain", write);
          return;
        }
      }
      if (!socket.destroyed) socket.end(chunked ? "0\r\n\r\n" : "");
    };
    write();
  });
}

describe.each<DatabaseKind>(["pglite", "postgres"])("application documents API on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let claire = "";
  let claireId = "";
  let other = "";
  let staffCookie = "";

  const send = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    cookie: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** What a browser sends for a file: its bytes, the type it guessed from the name. */
  const sendFile = (
    url: string,
    bytes: InjectOptions["payload"],
    fileName: string,
    { cookie = claire, type = "application/pdf" }: { cookie?: string; type?: string } = {},
  ) =>
    app.inject({
      method: "POST",
      url: `${url}?fileName=${encodeURIComponent(fileName)}`,
      headers: { ...(cookie && { cookie }), "content-type": type },
      payload: bytes,
    });
  const upload = (
    id: string,
    code: string,
    bytes: InjectOptions["payload"],
    fileName: string,
    options?: { cookie?: string; type?: string },
  ) => sendFile(`/api/applications/${id}/documents/${code}`, bytes, fileName, options);
  const replace = (
    id: string,
    documentId: string,
    bytes: InjectOptions["payload"],
    fileName: string,
    options?: { cookie?: string; type?: string },
  ) =>
    sendFile(
      `/api/applications/${id}/documents/${documentId}/replacement`,
      bytes,
      fileName,
      options,
    );

  const documents = async (id: string): Promise<StoredDocument[]> =>
    (await send("GET", `/api/applications/${id}`, claire)).json().documents;

  const events = (applicationId: string) =>
    testDatabase.database.db
      .selectFrom("credit_application_events")
      .select(["event", "actor_id", "detail"])
      .where("application_id", "=", applicationId)
      .orderBy("at")
      .orderBy("id")
      .execute();

  /** An application whose situation is given: at the Documents step. */
  const openApplication = async () => {
    const { id } = (await send("POST", "/api/applications", claire, simulation)).json();
    const saved = await send("POST", `/api/applications/${id}/situation`, claire, situation);
    expect(saved.json().state).toBe("documents");
    return id as string;
  };

  const uploadAll = async (id: string) => {
    for (const [code, bytes, name] of [
      ["identity", samplePng, "carte.png"],
      ["proofOfAddress", samplePdf, "facture.pdf"],
      ["payslips", samplePdf, "bulletin.pdf"],
      ["taxNotice", samplePdf, "avis.pdf"],
    ] as const) {
      expect((await upload(id, code, bytes, name)).statusCode).toBe(201);
    }
  };

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
    claire = cookiesOf(
      await app.inject({ method: "POST", url: "/api/auth/signup", payload: claireSignup }),
    );
    claireId = (
      await testDatabase.database.db
        .selectFrom("customers")
        .select("id")
        .where("email", "=", claireSignup.email)
        .executeTakeFirstOrThrow()
    ).id;
    other = cookiesOf(
      await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...claireSignup, email: "paul.durand@example.fr", firstName: "Paul" },
      }),
    );
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
  }, 60_000);

  afterAll(() => close());

  // Each test starts applications of the same loan for the same customer: one open at a time.
  beforeEach(() => forgetApplications(testDatabase.database));

  it("takes a PDF, a JPEG and a PNG by their content, whatever type the browser names", async () => {
    const id = await openApplication();
    const before = (await send("GET", `/api/applications/${id}`, claire)).json();
    const pdf = await upload(id, "identity", samplePdf, "C:\\Users\\Claire\\carte d'identité.PDF", {
      type: "application/octet-stream",
    });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.headers["cache-control"]).toBe("no-store");
    // A JSON type is the browser's word, not a reason to parse the file as JSON.
    const jpeg = await upload(id, "proofOfAddress", sampleJpeg, "facture.jpeg", {
      type: "application/json",
    });
    expect(jpeg.statusCode).toBe(201);
    const png = await upload(id, "payslips", samplePng, "bulletin.pdf", { type: "image/png" });
    expect(png.statusCode).toBe(201);

    const application = png.json();
    expect(application.documents).toEqual([
      {
        id: expect.any(String),
        code: "identity",
        fileName: "carte d’identité.pdf",
        mediaType: "application/pdf",
        size: samplePdf.length,
        uploadedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        code: "proofOfAddress",
        fileName: "facture.jpg",
        mediaType: "image/jpeg",
        size: sampleJpeg.length,
        uploadedAt: expect.any(String),
      },
      {
        id: expect.any(String),
        code: "payslips",
        fileName: "bulletin.png",
        mediaType: "image/png",
        size: samplePng.length,
        uploadedAt: expect.any(String),
      },
    ]);
    expect(application.updatedAt > before.updatedAt).toBe(true);
    expect((await send("GET", `/api/applications/${id}`, claire)).json()).toEqual(application);
    expect((await events(id)).slice(2)).toEqual([
      {
        event: "document_uploaded",
        actor_id: claireId,
        detail: { code: "identity", fileName: "carte d’identité.pdf", size: samplePdf.length },
      },
      {
        event: "document_uploaded",
        actor_id: claireId,
        detail: { code: "proofOfAddress", fileName: "facture.jpg", size: sampleJpeg.length },
      },
      {
        event: "document_uploaded",
        actor_id: claireId,
        detail: { code: "payslips", fileName: "bulletin.png", size: samplePng.length },
      },
    ]);
  });

  it("gives back a file stored in several pieces byte for byte, and a replaced one as the new one", async () => {
    const id = await openApplication();
    // Two full pieces of 256 Ko and a partial third: the seams are where bytes could be lost.
    const scan = Buffer.concat([
      samplePdf.subarray(0, samplePdf.length - 6),
      Buffer.from(`%${"é".repeat(600_000)}\n`, "latin1"),
      samplePdf.subarray(samplePdf.length - 6),
    ]);
    expect(scan.length).toBeGreaterThan(2 * 256 * 1024);
    const [document] = (await upload(id, "payslips", scan, "bulletins.pdf")).json().documents;
    const url = `/api/applications/${id}/documents/${document.id}`;
    expect((await send("GET", url, claire)).rawPayload.equals(scan)).toBe(true);

    const replaced = await replace(id, document.id, samplePng, "bulletin.png", {
      type: "image/png",
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await send("GET", url, claire)).rawPayload.equals(samplePng)).toBe(true);
  });

  it("gives a file back as an attachment, to its owner and to staff only", async () => {
    const id = await openApplication();
    const [document] = (await upload(id, "identity", samplePdf, "carte.pdf")).json().documents;
    const url = `/api/applications/${id}/documents/${document.id}`;

    const owner = await send("GET", url, claire);
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.equals(samplePdf)).toBe(true);
    expect(owner.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="carte.pdf"; filename*=UTF-8''carte.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    });

    const staffUrl = `/api/admin/applications/${id}/documents/${document.id}`;
    const member = await send("GET", staffUrl, staffCookie);
    expect(member.statusCode).toBe(200);
    expect(member.rawPayload.equals(samplePdf)).toBe(true);
    expect(member.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(member.headers["cache-control"]).toBe("no-store");
    expect((await send("GET", staffUrl, claire)).statusCode).toBe(403);
    expect((await send("GET", staffUrl, "")).statusCode).toBe(401);
    const unknownForStaff = await send(
      "GET",
      `/api/admin/applications/${id}/documents/${crypto.randomUUID()}`,
      staffCookie,
    );
    expect(unknownForStaff.statusCode).toBe(404);
    expect(unknownForStaff.json().error.code).toBe("document_not_found");

    // Another customer learns nothing: their answer is that of an application that does not exist.
    const stranger = await send("GET", url, other);
    const unknown = await send(
      "GET",
      `/api/applications/${crypto.randomUUID()}/documents/${document.id}`,
      other,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
    expect(stranger.json().error.message).toBe("Cette demande de prêt n'existe pas.");
    expect((await send("GET", `/api/applications/${id}/documents/nimporte`, other)).json()).toEqual(
      unknown.json(),
    );
    // Paul's own application does not open Claire's document either.
    const paulsId = (await send("POST", "/api/applications", other, simulation)).json().id;
    const crossed = await send(
      "GET",
      `/api/applications/${paulsId}/documents/${document.id}`,
      other,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toEqual({
      code: "document_not_found",
      message: "Ce justificatif n'existe pas.",
    });

    expect((await send("GET", url, "")).statusCode).toBe(401);
    expect((await send("GET", url, staffCookie)).statusCode).toBe(403);
  });

  it.each([
    [
      "a ZIP renamed .pdf",
      sampleZip,
      "bulletin.pdf",
      415,
      "wrong_type",
      documentRefusalDetails.archive("ZIP"),
    ],
    [
      "a program renamed .pdf",
      sampleExe,
      "facture.pdf",
      415,
      "wrong_type",
      documentRefusalDetails.executable,
    ],
    [
      "text renamed .pdf",
      Buffer.from("Mes bulletins sont en pièce jointe."),
      "bulletin.pdf",
      415,
      "wrong_type",
      "Ce fichier porte l'extension .pdf mais n'est pas un PDF : envoyez le document d'origine, en PDF, JPEG ou PNG.",
    ],
    [
      "11 Mo",
      Buffer.concat([samplePdf, Buffer.alloc(11 * 1024 * 1024)]),
      "scan.pdf",
      413,
      "too_large",
      documentRefusalMessages.tooLarge,
    ],
    ["an empty file", Buffer.alloc(0), "avis.pdf", 400, "empty", documentRefusalMessages.empty],
    [
      "a PDF cut short",
      samplePdf.subarray(0, 120),
      "avis.pdf",
      422,
      "unreadable",
      documentRefusalMessages.unreadable,
    ],
  ])(
    "refuses %s in French and loses nothing already sent",
    async (_case, bytes, fileName, status, code, refusal) => {
      const message = typeof refusal === "string" ? refusal : written(refusal);
      const id = await openApplication();
      await upload(id, "identity", samplePdf, "carte.pdf");
      const [kept] = await documents(id);
      const refused = await upload(id, "payslips", bytes, fileName);
      expect(refused.statusCode).toBe(status);
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
      expect(refused.json()).toEqual({ error: { code, message } });
      const replaced = await replace(id, kept?.id ?? "", bytes, fileName);
      expect(replaced.statusCode).toBe(status);
      expect(replaced.json()).toEqual({ error: { code, message } });

      expect(await documents(id)).toEqual([kept]);
      const download = await send("GET", `/api/applications/${id}/documents/${kept?.id}`, claire);
      expect(download.rawPayload.equals(samplePdf)).toBe(true);
      expect((await events(id)).map((entry) => entry.event)).toEqual([
        "created",
        "situation_saved",
        "document_uploaded",
      ]);
    },
  );

  it("answers a body past 10 Mo, or a visitor's, without reading it to its end", async () => {
    const id = await openApplication();
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const url = new URL(`${address}/api/applications/${id}/documents/identity?fileName=scan.pdf`);
    const size = 50 * 1024 * 1024;
    const customer = { cookie: claire, "content-type": "application/pdf" };
    for (const chunked of [true, false]) {
      const tooLarge = await pushUpload(url, customer, { size, chunked });
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({
        error: { code: "too_large", message: written(documentRefusalMessages.tooLarge) },
      });
      expect(tooLarge.sent).toBeLessThan(size / 2);
    }
    const visitor = await pushUpload(
      url,
      { "content-type": "application/pdf" },
      { size, chunked: false },
    );
    expect(visitor.status).toBe(401);
    expect(visitor.sent).toBeLessThan(size / 2);
    expect(await documents(id)).toEqual([]);
  });

  it("refuses a document outside the loan's checklist, and a fourth file for one", async () => {
    const id = await openApplication();
    const unknown = await upload(id, "passport", samplePdf, "passeport.pdf");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(written(creditApplicationMessages.document));
    // A personal loan pays for no named purchase: no quote to send.
    const notAsked = await upload(id, "quoteOrInvoice", samplePdf, "devis.pdf");
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().error).toEqual({
      code: "not_in_checklist",
      message: written(creditApplicationMessages.document),
    });

    for (const month of ["janvier", "février", "mars"]) {
      expect((await upload(id, "payslips", samplePdf, `${month}.pdf`)).statusCode).toBe(201);
    }
    const fourth = await upload(id, "payslips", samplePdf, "avril.pdf");
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe("too_many_files");
    expect(fourth.json().error.message).toMatch(/^Vous avez déjà envoyé 3 fichiers/);
    expect((await documents(id)).map((document) => document.fileName)).toEqual([
      "janvier.pdf",
      "février.pdf",
      "mars.pdf",
    ]);
  });

  it("replaces a file by another in its place, and deletes one", async () => {
    const id = await openApplication();
    const [old] = (await upload(id, "identity", samplePdf, "recto.pdf")).json().documents;
    const replaced = await replace(id, old.id, samplePng, "carte.png", { type: "image/png" });
    expect(replaced.statusCode).toBe(200);
    const [now] = replaced.json().documents;
    expect(replaced.json().documents).toHaveLength(1);
    expect(now).toMatchObject({
      id: old.id,
      code: "identity",
      fileName: "carte.png",
      mediaType: "image/png",
      size: samplePng.length,
    });
    expect(now.uploadedAt > old.uploadedAt).toBe(true);
    const download = await send("GET", `/api/applications/${id}/documents/${old.id}`, claire);
    expect(download.rawPayload.equals(samplePng)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");

    const unknown = await replace(id, crypto.randomUUID(), samplePdf, "x.pdf");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("document_not_found");
    const stranger = await replace(id, old.id, samplePdf, "x.pdf", { cookie: other });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("application_not_found");

    const deleted = await send("DELETE", `/api/applications/${id}/documents/${old.id}`, claire);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().documents).toEqual([]);
    expect(
      (await send("DELETE", `/api/applications/${id}/documents/${old.id}`, claire)).statusCode,
    ).toBe(404);
    expect((await events(id)).slice(3)).toEqual([
      {
        event: "document_replaced",
        actor_id: claireId,
        detail: {
          code: "identity",
          fileName: "carte.png",
          size: samplePng.length,
          replaced: { fileName: "recto.pdf", size: samplePdf.length },
        },
      },
      {
        event: "document_deleted",
        actor_id: claireId,
        detail: { code: "identity", fileName: "carte.png", size: samplePng.length },
      },
    ]);
  });

  it("sends the complete file for study once, then keeps it as sent", async () => {
    const id = await openApplication();
    const early = await send("POST", `/api/applications/${id}/submission`, claire);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: "documents_missing",
      message:
        "Il manque des justificatifs : Pièce d'identité en cours de validité, Justificatif de domicile de moins de 3 mois, 3 derniers bulletins de salaire et Dernier avis d'imposition. Ajoutez-les avant d'envoyer votre demande.",
    });

    await uploadAll(id);
    const submitted = await send("POST", `/api/applications/${id}/submission`, claire);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      state: "submitted",
      submittedAt: expect.any(String),
      requestedDocuments: [],
    });
    const again = await send("POST", `/api/applications/${id}/submission`, claire);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("wrong_state");

    const [first] = submitted.json().documents;
    const refused = [
      await upload(id, "payslips", samplePdf, "avril.pdf"),
      await replace(id, first.id, samplePdf, "autre.pdf"),
      await send("DELETE", `/api/applications/${id}/documents/${first.id}`, claire),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe("wrong_state");
    }
    const moved = await send("POST", `/api/applications/${id}/situation`, claire, situation);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toMatch(/^Votre demande est déjà envoyée pour étude/);

    expect((await send("GET", `/api/applications/${id}`, claire)).json()).toEqual(submitted.json());
    const history = await events(id);
    expect(history.filter((entry) => entry.event === "submitted")).toEqual([
      { event: "submitted", actor_id: claireId, detail: { from: "documents" } },
    ]);
  });

  it("sends again once every document staff asked for has a newer file", async () => {
    const id = await openApplication();
    await uploadAll(id);
    await send("POST", `/api/applications/${id}/submission`, claire);
    // Staff's request as the back office records it: the file reopens for one document.
    await testDatabase.database.db
      .updateTable("credit_applications")
      .set({
        state: "document_requested",
        requested_documents: JSON.stringify([
          {
            code: "payslips",
            note: "Le bulletin de mars est illisible.",
            requestedAt: new Date().toISOString(),
          },
        ]),
      })
      .where("id", "=", id)
      .execute();

    const early = await send("POST", `/api/applications/${id}/submission`, claire);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(
      "Il manque un justificatif : 3 derniers bulletins de salaire. Ajoutez-le avant d'envoyer votre demande.",
    );
    expect((await upload(id, "payslips", samplePdf, "mars.pdf")).statusCode).toBe(201);
    const submitted = await send("POST", `/api/applications/${id}/submission`, claire);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ state: "submitted", requestedDocuments: [] });
    expect((await events(id)).filter((entry) => entry.event === "submitted")).toMatchObject([
      { detail: { from: "documents" } },
      { detail: { from: "document_requested" } },
    ]);
  });

  it("refuses visitors and staff, and answers another customer as for no application", async () => {
    const id = await openApplication();
    const [document] = (await upload(id, "identity", samplePdf, "carte.pdf")).json().documents;
    const requests: [string, string, Buffer | undefined][] = [
      ["POST", `/api/applications/${id}/documents/payslips`, samplePdf],
      ["POST", `/api/applications/${id}/documents/${document.id}/replacement`, samplePdf],
      ["DELETE", `/api/applications/${id}/documents/${document.id}`, undefined],
      ["GET", `/api/applications/${id}/documents/${document.id}`, undefined],
      ["POST", `/api/applications/${id}/submission`, undefined],
    ];
    for (const [method, url, payload] of requests) {
      const as = (cookie: string) =>
        app.inject({
          method: method as "GET" | "POST" | "DELETE",
          url: `${url}?fileName=carte.pdf`,
          headers: {
            ...(cookie && { cookie }),
            ...(payload && { "content-type": "application/pdf" }),
          },
          ...(payload && { payload }),
        });
      expect((await as("")).statusCode, url).toBe(401);
      const member = await as(staffCookie);
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.message).toBe("Cette page est réservée aux clients.");
      const stranger = await as(other);
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json().error.code, url).toBe("application_not_found");
    }
    expect(await documents(id)).toEqual([document]);
    expect((await events(id)).map((entry) => entry.event)).toEqual([
      "created",
      "situation_saved",
      "document_uploaded",
    ]);
  });
});
