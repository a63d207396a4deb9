import type { MetaFunction } from "@remix-run/node";
import { navigation } from "~/content/navigation";

export const meta: MetaFunction = () => [
  { title: "NASSCO – National Social Safety-Nets Coordinating Office" },
  {
    name: "description",
    content: "NASSCO builds the National Social Register of poor and vulnerable households in Nigeria and coordinates the safety-net programmes that use it.",
  },
];

export default function Home() {
  return (
    <main id="main-content" className="container" tabIndex={-1}>
      <h1>Welcome to NASSCO</h1>
      <p>Empowering vulnerable communities through the National Social Register.</p>
      <ul>
        {navigation.map((group) => (
          <li key={group.path}>
            <a href={group.path}>{group.title}</a>: {group.description}
          </li>
        ))}
      </ul>
    </main>
  );
}
