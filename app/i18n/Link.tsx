import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useLocalizeTo } from "./locale";

/** React Router's link, kept in the page's language: content names French paths (`/signup`). */
export function Link({ to, ...props }: LinkProps) {
  const localize = useLocalizeTo();
  return <RouterLink to={typeof to === "string" ? localize(to) : to} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localize = useLocalizeTo();
  return <RouterNavLink to={typeof to === "string" ? localize(to) : to} {...props} />;
}
