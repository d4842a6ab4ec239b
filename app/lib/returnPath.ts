import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { returnPathOf } from "@domain/navigation/returnPath";

/**
 * The return path of the page's address. The login and signup pages are pre-rendered without a
 * query: it is read once React has taken over, so that the links drawn from it match the HTML at
 * hydration.
 */
export function useReturnPath(): string | null {
  const { search } = useLocation();
  const [returnPath, setReturnPath] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReturnPath(returnPathOf(search)), [search]);
  return returnPath;
}
