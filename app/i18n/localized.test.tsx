import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { localized } from "./localized";

/** A text whose French module arrives when the test says so. */
function deferredText<T>(value: T) {
  let arrive = () => {};
  const arrived = new Promise<T>((resolve) => {
    arrive = () => resolve(value);
  });
  const text = localized<T>({
    fr: () => arrived,
    en: () => arrived,
    es: () => arrived,
    de: () => arrived,
  });
  return { text, arrive: () => arrive() };
}

async function drawn(element: React.ReactElement): Promise<string> {
  const router = createMemoryRouter([{ path: "/", element }]);
  const stream = await renderToReadableStream(<RouterProvider router={router} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe("a component reading two texts", () => {
  // React replays a component that suspended with the values of its `use` calls in order: a text
  // read without `use` once loaded shifted the next one onto the previous one's value.
  it("reads each text's own value, whichever arrives first", async () => {
    const first = deferredText({ greeting: "Bonjour" });
    const second = deferredText({ simulation: "Simulation" });
    function Both() {
      const { greeting } = first.text.use();
      const { simulation } = second.text.use();
      return (
        <p>
          {greeting} {simulation}
        </p>
      );
    }
    const html = drawn(<Both />);
    first.arrive();
    await Promise.resolve();
    second.arrive();
    expect((await html).replaceAll("<!-- -->", "")).toContain("<p>Bonjour Simulation</p>");
  });
});
