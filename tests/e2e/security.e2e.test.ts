import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { claireSignup, uniqueEmail } from "../support/fixtures";
import { emlFolder, linkIn } from "../support/mailbox";
import {
  byLabel,
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  signedInPage,
  waitForHydration,
  waitForOrShow,
  withVirtualAuthenticator,
} from "../support/browser";

const browser = launchBrowserPerFile();
const mailbox = () => emlFolder(inject("mailDir"));

const password = claireSignup.password;
const newPassword = "Nouveau-Depart-2027";

const signedUpPage = (email: string, options: { clock?: boolean } = {}) =>
  signedInPage(browser(), { email, ...options });

async function logIn(browserInstance: Browser, email: string, secret = password): Promise<Page> {
  const page = await openPage(browserInstance, "/login", desktop);
  await waitForHydration(page);
  await byLabel(page, "Adresse email").fill(email);
  await byLabel(page, "Mot de passe").fill(secret);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  return page;
}

const mailTo = (email: string, subject: string) =>
  mailbox().waitForMail(
    (mail) => mail.recipients.includes(email) && mail.subject === subject,
    10_000,
  );

describe("forgotten password", () => {
  it("sends a link by e-mail, which sets a new password once and ends the sessions", async () => {
    const email = uniqueEmail("securite");
    const owner = await signedUpPage(email);

    const page = await logIn(browser(), "personne@example.fr", "mauvais");
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.waitForURL("**/motDePasseOublie");
    await expectNoAxeViolations(page);
    await byLabel(page, "Adresse email").fill(email);
    await page.getByRole("button", { name: "Recevoir le lien" }).click();
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toContain("Si un compte est associé à cette adresse");

    const mail = await mailTo(email, "Réinitialisation de votre mot de passe");
    expect(mail.text).toContain("valable 30 minutes");
    const link = linkIn(mail, "/nouveauMotDePasse").url;

    await page.goto(link);
    await byLabel(page, "Nouveau mot de passe").waitFor();
    await expectNoAxeViolations(page);
    await byLabel(page, "Nouveau mot de passe").fill("court");
    // The token leaves the address bar as soon as the page's scripts run.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await byLabel(page, "Confirmer le mot de passe").fill("court");
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect
      .poll(() => page.getByText("Le mot de passe doit contenir au moins 8 caractères").count())
      .toBe(1);
    await byLabel(page, "Nouveau mot de passe").fill(newPassword);
    await expect
      .poll(() => page.getByText("Force du mot de passe").innerText())
      .toContain("Très fort");
    await byLabel(page, "Confirmer le mot de passe").fill(newPassword);
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.");

    await mailTo(email, "Votre mot de passe a été modifié");
    // The session opened at signup is over.
    await owner.goto("/espaceClient");
    await owner.waitForURL((url) => url.pathname === "/");

    // A link opened again from the mail is a new page load, not a change of fragment.
    await page.goto("/");
    await page.goto(link);
    // The page's scripts check the link at the visitor's first move (without them, the server
    // says so once the form is sent).
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe(
        "Ce lien a déjà servi. Pour choisir un autre mot de passe, faites une nouvelle demande.",
      );

    const signedIn = await logIn(browser(), email, newPassword);
    await signedIn.waitForURL("**/espaceClient");
    expect(jsErrorsOf(page).filter((error) => !/40[01]/.test(error))).toEqual([]);
    await Promise.all([owner, page, signedIn].map((each) => each.context().close()));
  });
});

describe("forgotten password in English", () => {
  it("mails the link in English when asked from the English page, and sets the new password in English", async () => {
    const email = uniqueEmail("securite");
    await (await signedUpPage(email)).context().close();

    const page = await openPage(browser(), "/en/motDePasseOublie", desktop);
    await waitForHydration(page);
    await byLabel(page, "Email address").fill(email);
    await page.getByRole("button", { name: "Send me the link" }).click();
    await page
      .getByRole("status")
      .getByText(/^If an account is linked to this address/)
      .waitFor();

    const mail = await mailTo(email, "Resetting your password");
    expect(mail.text).toContain("valid for 30 minutes");
    await page.goto(linkIn(mail, "/en/nouveauMotDePasse").url);
    await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await byLabel(page, "New password").fill("short");
    await byLabel(page, "Confirm your password").fill("short");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await page.getByText("Your password must be at least 8 characters long").waitFor();
    await byLabel(page, "New password").fill(newPassword);
    await byLabel(page, "Confirm your password").fill(newPassword);
    await page.getByRole("button", { name: "Save my new password" }).click();
    await page
      .getByRole("status")
      .getByText("Your password has been changed. You can now log in.")
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/en/login");
    // A form sent before the page's scripts ran is refused by the server (400), which the
    // browser's console notes; the page itself printed nothing.
    expect(jsErrorsOf(page).filter((error) => !/status of 400/.test(error))).toEqual([]);
    await page.context().close();
  });
});

describe("e-mail verification", () => {
  it("shows a banner until the link of the mail is opened", async () => {
    const email = uniqueEmail("securite");
    const page = await signedUpPage(email);
    await page.goto("/espaceClient");
    const banner = page.getByRole("region", { name: "Confirmez votre adresse email" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Renvoyer l'email de confirmation" }).click();
    await expect
      .poll(() => banner.getByRole("status").innerText())
      .toMatch(
        /^Un email vient de vous être envoyé\. Vous pourrez en demander un autre dans \d+ secondes?\.$/,
      );

    const mail = await mailTo(email, "Confirmez votre adresse email");
    await page.goto(linkIn(mail, "/verificationEmail").url);
    // Opening the link confirms nothing (mail filters open links): the customer does.
    await page.getByRole("button", { name: "Confirmer mon adresse email" }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Adresse email confirmée");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Aller à mon espace client" }).click();
    await waitForOrShow(
      page,
      page.getByRole("heading", { name: "Sécurité" }),
      page.locator("main"),
    );
    await expect.poll(() => banner.count()).toBe(0);
    await page.context().close();
  });
});

describe("two-factor login", () => {
  it("enrols with the QR code's secret, then asks for a code at login", async () => {
    const email = uniqueEmail("securite");
    const page = await signedUpPage(email);
    await page.goto("/espaceClient");
    await page.getByRole("button", { name: "Activer la double authentification" }).click();
    // A session left open is not enough to add a factor: the password comes first.
    const identity = page.getByRole("form", { name: "Confirmer votre identité" });
    await identity.getByLabel(/^Mot de passe actuel/).fill("Mauvais-2026");
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.getByText("Le mot de passe est incorrect", { exact: true }).waitFor();
    await identity.getByLabel(/^Mot de passe actuel/).fill(password);
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

    await byLabel(page, "Code à 6 chiffres").fill("000000");
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect
      .poll(() => page.getByText("Ce code est incorrect ou a déjà servi").count())
      .toBe(1);
    await byLabel(page, "Code à 6 chiffres").fill(totp.generate());
    await page.getByRole("button", { name: "Confirmer" }).click();
    const codes = page.getByRole("list", { name: "Codes de secours" }).getByRole("listitem");
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = await codes.first().innerText();
    expect(recoveryCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "J'ai noté mes codes de secours" }).click();
    await expect.poll(() => page.getByText("Il vous reste 10 codes de secours.").count()).toBe(1);
    await mailTo(email, "Double authentification activée");

    const second = await logIn(browser(), email);
    await page.context().close();
    await second.getByRole("heading", { name: "Double authentification" }).waitFor();
    await expectNoAxeViolations(second);
    await byLabel(second, "Code de vérification").fill("123456");
    await second.getByRole("button", { name: "Valider" }).click();
    await expect
      .poll(() => second.getByText("Ce code est incorrect ou a déjà servi").count())
      .toBe(1);
    // The code of the next 30-second step: the one used at enrolment cannot be replayed.
    await byLabel(second, "Code de vérification").fill(
      totp.generate({ timestamp: Date.now() + 30_000 }),
    );
    await second.getByRole("button", { name: "Valider" }).click();
    await second.waitForURL("**/espaceClient");
    await second.context().close();

    const third = await logIn(browser(), email);
    await byLabel(third, "Code de vérification").fill(recoveryCode);
    await third.getByRole("button", { name: "Valider" }).click();
    await third.waitForURL("**/espaceClient");
    await expect.poll(() => third.getByText("Il vous reste 9 codes de secours.").count()).toBe(1);
    await third.context().close();
    // Three sign-ins, each with its argon2 hash and a mail or two: twice the others' time.
  }, 120_000);
});

describe("sessions", () => {
  it("lists the devices and ends another one's session, then all of them", async () => {
    const email = uniqueEmail("securite");
    const first = await signedUpPage(email);
    const other = await logIn(browser(), email);
    await other.waitForURL("**/espaceClient");

    await first.goto("/espaceClient");
    const list = first.getByRole("list", { name: "Sessions actives" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
    expect(await list.getByText("Cet appareil", { exact: true }).count()).toBe(1);
    await list
      .getByRole("button", { name: /^Fermer cette session/ })
      .filter({ hasNotText: "cet appareil" })
      .click();
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);

    await other.reload();
    await other.waitForURL((url) => url.pathname === "/");

    await first.getByRole("button", { name: "Se déconnecter de tous les appareils" }).click();
    await first.waitForURL("**/login");
    await first.goto("/espaceClient");
    await first.waitForURL((url) => url.pathname === "/");
    await Promise.all([first, other].map((page) => page.context().close()));
  });
});

describe("password change", () => {
  it("needs the current password, then keeps this session and ends the others", async () => {
    const email = uniqueEmail("securite");
    const page = await signedUpPage(email);
    const other = await logIn(browser(), email);
    await other.waitForURL("**/espaceClient");
    await page.goto("/espaceClient");
    const form = page.getByRole("form", { name: "Changer de mot de passe" });
    await byLabel(page, "Mot de passe actuel").fill("Pas-le-bon-2026");
    await byLabel(page, "Nouveau mot de passe").fill(newPassword);
    await byLabel(page, "Confirmer le nouveau mot de passe").fill(newPassword);
    await form.getByRole("button", { name: "Changer de mot de passe" }).click();
    await expect.poll(() => form.getByText("Le mot de passe actuel est incorrect").count()).toBe(1);
    expect(await byLabel(page, "Nouveau mot de passe").inputValue()).toBe(newPassword);

    await byLabel(page, "Mot de passe actuel").fill(password);
    await form.getByRole("button", { name: "Changer de mot de passe" }).click();
    await expect
      .poll(() => form.getByRole("status").innerText())
      .toBe(
        "Votre mot de passe a été modifié. Vos sessions sur les autres appareils ont été fermées.",
      );
    await expect
      .poll(() =>
        page.getByRole("list", { name: "Sessions actives" }).getByRole("listitem").count(),
      )
      .toBe(1);
    await other.reload();
    await other.waitForURL((url) => url.pathname === "/");
    await Promise.all([page, other].map((each) => each.context().close()));
  });
});

describe("idle session", () => {
  it("warns a minute before the timeout, stays on request, and signs out when ignored", async () => {
    const page = await signedUpPage(uniqueEmail("securite"), { clock: true });
    await page.goto("/espaceClient");
    // Every answer moves the deadline: the clock jumps only once the page has had all of them.
    await page.getByRole("list", { name: "Sessions actives" }).waitFor();

    await page.clock.fastForward("29:10");
    const dialog = page.getByRole("dialog", { name: "Votre session va bientôt expirer" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/déconnecté dans \d+ secondes/);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Rester connecté" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.clock.fastForward("31:00");
    await page.waitForURL("**/login");
    await expect
      .poll(() => page.getByRole("status").first().innerText())
      .toBe("Votre session a expiré après 30 minutes d'inactivité. Connectez-vous à nouveau.");
    await page.context().close();
  });
});

describe("passkeys", () => {
  async function signOutThenUsePasskey(page: Page) {
    await page
      .getByRole("main")
      .getByRole("button", { name: "Se déconnecter", exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Se connecter avec une clé d'accès" }).click();
  }

  it("adds a named passkey after the password, signs in with it alone, and stops once it is deleted", async () => {
    const email = uniqueEmail("securite");
    const page = await signedUpPage(email);
    const authenticator = await withVirtualAuthenticator(page);
    await page.goto("/espaceClient");
    await page.getByRole("button", { name: "Ajouter une clé d'accès" }).click();
    const adding = page.getByRole("form", { name: "Ajouter une clé d'accès" });
    await adding.getByLabel(/^Nom de la clé d'accès/).fill("Ordinateur du bureau");
    await adding.getByLabel(/^Mot de passe actuel/).fill(password);
    await page.getByRole("button", { name: "Créer la clé d'accès" }).click();
    const list = page.getByRole("list", { name: "Clés d'accès" });
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);
    expect(await list.innerText()).toContain("Ordinateur du bureau");
    expect(await list.innerText()).toContain("jamais utilisée pour se connecter");
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Renommer Ordinateur du bureau" }).click();
    await byLabel(page, "Nouveau nom").fill("Portable de Claire");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect.poll(() => list.innerText()).toContain("Portable de Claire");

    // Signed out, the passkey alone signs in: no e-mail, no password, no second step.
    await signOutThenUsePasskey(page);
    await page.waitForURL("**/espaceClient");
    await expect.poll(() => list.innerText()).toContain("dernière connexion le");

    await page.getByRole("button", { name: "Supprimer Portable de Claire" }).click();
    await page
      .getByRole("button", { name: "Confirmer la suppression de Portable de Claire" })
      .click();
    await expect.poll(() => list.count()).toBe(0);

    // The authenticator still holds the key, but the bank no longer knows it.
    await signOutThenUsePasskey(page);
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toMatch(/^Cette clé d'accès n'a pas pu être vérifiée/);
    expect(new URL(page.url()).pathname).toBe("/login");
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
