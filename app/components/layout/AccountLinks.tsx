import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { fetchSession, hasSessionHint, homePath, signOut, useSession } from "~/lib/session";

/** Connexion and Inscription for visitors; Mon espace and Se déconnecter once signed in. */
export function AccountLinks() {
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    // A failed check leaves the visitor links in place: the header must never break a page.
    if (session.status === "unknown" && hasSessionHint()) fetchSession().catch(() => undefined);
  }, [session.status]);

  if (session.status === "signedIn") {
    return (
      <>
        <Link to={homePath(session.user)} className="btn btn-outline">
          Mon espace
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={async () => {
            await signOut();
            await navigate("/");
          }}
        >
          Se déconnecter
        </button>
      </>
    );
  }
  return (
    <>
      <Link to="/login" className="btn btn-outline">
        Connexion
      </Link>
      <Link to="/signup" className="btn btn-primary">
        Inscription
      </Link>
    </>
  );
}
