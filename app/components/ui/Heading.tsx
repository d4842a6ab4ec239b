import { createContext, useContext, type ReactNode } from "react";

/** The hero holds the page's only h1, so content headings start at h2. */
const HeadingLevel = createContext(2);

const sizeByLevel: Record<number, string> = {
  2: "text-3xl font-bold",
  3: "text-2xl font-bold",
  4: "text-lg font-semibold",
  5: "text-base font-semibold",
  6: "text-base font-semibold",
};

/**
 * A heading whose level follows its nesting: the same block reads correctly on a page (h2/h3)
 * and inside a tab panel (h3/h4), so screen-reader users get an outline without gaps.
 */
export function Heading({ children, className = "" }: { children: ReactNode; className?: string }) {
  const level = Math.min(useContext(HeadingLevel), 6);
  const Tag = `h${level}` as "h2";
  return <Tag className={`${sizeByLevel[level]} ${className}`}>{children}</Tag>;
}

export function HeadingScope({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevel);
  return <HeadingLevel value={level + 1}>{children}</HeadingLevel>;
}
