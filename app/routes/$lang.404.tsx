/** The not-found page as a route of its own (/{lang}/404), answered with status 404. */
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};

export default function NotFoundPage() {
  return null;
}
