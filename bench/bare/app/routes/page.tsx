import { type LoaderFunctionArgs, useLoaderData } from "react-router";

// `?cards=n`: a list of n cards with a loader's data, so the page can be made as large as the page
// it is compared with.
export function loader({ request }: LoaderFunctionArgs) {
  const cards = Math.min(Number(new URL(request.url).searchParams.get("cards")) || 0, 2000);
  return {
    cards: Array.from({ length: cards }, (_, i) => ({
      id: i,
      name: `Card ${i}`,
      text: "A few words about this card, as a directory shows them next to a name and a photo.",
      tags: ["one", "two", "three"],
    })),
  };
}

export function meta() {
  return [{ title: "Bare page" }, { name: "description", content: "React Router as it comes." }];
}

export default function Page() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Cards</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id} className="card">
            <h2>{card.name}</h2>
            <p>{card.text}</p>
            <p>
              {card.tags.map((tag) => (
                <span key={tag} className="tag">
                  {tag}
                </span>
              ))}
            </p>
            <a href={`#card-${card.id}`}>More</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
