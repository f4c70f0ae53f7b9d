import { data, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

export const meta: MetaFunction = () => [{ title: 'Alpha Pro | Floor' }, { name: 'description', content: 'A bare Remix page: the floor of the benchmark.' }];

const FEATURES = Array.from({ length: 12 }, (_, i) => ({
  id: i,
  title: `Feature ${i + 1}`,
  text: 'Cuts cylinder and dimple keys with a tracer and a cutter, quickly and precisely.',
}));

/** A loader with a little data, like a product page (no content service, no i18n). */
export const loader = () =>
  data({ name: 'Alpha Pro', summary: 'Automatic key-cutting machine.', features: FEATURES }, { headers: { 'Cache-Control': 'no-store' } });

/** One page: a heading, a paragraph and a list from the loader. */
export default function Index() {
  const data = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{data.name}</h1>
      <p>{data.summary}</p>
      <ul>
        {data.features.map((f) => (
          <li key={f.id}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
