import { useLoaderData } from "@remix-run/react";

/** The bare page: a 12-item list from a loader. */
export const loader = async () => ({
  items: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Apartment ${i + 1}`, price: 150 + i * 10 })),
});

export default function Index() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Apartments</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}: £{item.price} a week
          </li>
        ))}
      </ul>
    </main>
  );
}
