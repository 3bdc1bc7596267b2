/** Any other path under a language prefix: the not-found page. */
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};

export default function NotFound() {
  return null;
}
