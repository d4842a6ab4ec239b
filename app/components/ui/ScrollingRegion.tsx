import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A named box that may scroll its content (a wide table on a phone, a long schedule). While it
 * scrolls, Tab reaches it, so the keyboard can scroll it (axe's scrollable-region-focusable); when
 * it does not, it stays out of the tab order, where only controls belong (IBM Equal Access's
 * element_tabbable_role_valid). Whether it scrolls depends on the screen: it is measured, and
 * measured again whenever its size or its content's changes.
 */
export function ScrollingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () =>
      setScrolling(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      tabIndex={scrolling ? 0 : undefined}
      className={className}
    >
      {children}
    </div>
  );
}
