import { useEffect } from "react";
import { useNavigate } from "react-router";
import { siteText } from "~/content/site.i18n";
import { Link } from "~/i18n/Link";
import { useLocalizeTo } from "~/i18n/locale";
import { fetchSession, hasSessionHint, homePath, signOut, useSession } from "~/lib/session";

/** Connexion and Inscription for visitors; Mon espace and Se déconnecter once signed in. */
export function AccountLinks() {
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizeTo();
  const { layoutText } = siteText.use();

  useEffect(() => {
    // A failed check leaves the visitor links in place: the header must never break a page.
    if (session.status === "unknown" && hasSessionHint()) fetchSession().catch(() => undefined);
  }, [session.status]);

  if (session.status === "signedIn") {
    return (
      <>
        <Link to={homePath(session.user)} className="btn btn-outline">
          {layoutText.mySpace}
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={async () => {
            await signOut();
            await navigate(localize("/"));
          }}
        >
          {layoutText.signOut}
        </button>
      </>
    );
  }
  return (
    <>
      <Link to="/login" className="btn btn-outline">
        {layoutText.signIn}
      </Link>
      <Link to="/signup" className="btn btn-primary">
        {layoutText.signUp}
      </Link>
    </>
  );
}
