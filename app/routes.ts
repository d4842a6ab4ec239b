import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("components/layout/SiteLayout.tsx", [
    index("routes/home.tsx"),
    route("login", "routes/login.tsx"),
    route("signup", "routes/signup.tsx"),
    route("comptesEntreprise", "routes/comptesEntreprise.tsx"),
    route("investissement", "routes/investissement.tsx"),
    route("banqueAffaire", "routes/banqueAffaire.tsx"),
    route("paiements", "routes/paiements.tsx"),
    route("epargne", "routes/epargne.tsx"),
    route("assurance", "routes/assurance.tsx"),
    route("banquePrive", "routes/banquePrive.tsx"),
    route("compteCourant", "routes/compteCourant.tsx"),
    route("pretPersonnel", "routes/pretPersonnel.tsx"),
    route("pretVoyage", "routes/pretVoyage.tsx"),
    route("pretTravaux", "routes/pretTravaux.tsx"),
    route("pretAuto", "routes/pretAuto.tsx"),
    route("avertissements", "routes/avertissements.tsx"),
    route("politiquesConfidentialite", "routes/politiquesConfidentialite.tsx"),
    route("termes", "routes/termes.tsx"),
    route("apropos", "routes/apropos.tsx"),
    route("accessibilite", "routes/accessibilite.tsx"),
    route("motDePasseOublie", "routes/motDePasseOublie.tsx"),
    route("nouveauMotDePasse", "routes/nouveauMotDePasse.tsx"),
    route("verificationEmail", "routes/verificationEmail.tsx"),
    route("espaceClient", "routes/espaceClient.tsx"),
    route("desinscription", "routes/desinscription.tsx"),
    route("*", "routes/notFound.tsx"),
  ]),
  // The staff back office has its own frame: no public header, footer or marketing links.
  route("admin", "routes/admin.tsx"),
] satisfies RouteConfig;
