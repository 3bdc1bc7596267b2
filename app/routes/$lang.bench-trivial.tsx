import type { MetaFunction } from "@remix-run/node";
import { rootTitle } from "~/lib/seo";

/**
 * A trivial document route: the same root (header, footer, root loader) and nothing else.
 * `npm run bench:web` measures the listing's throughput against it (issue 4 §9).
 */
export const meta: MetaFunction = ({ matches }) => [...rootTitle(matches), { name: "robots", content: "noindex" }];

export default function BenchTrivial() {
  return <p>ok</p>;
}
