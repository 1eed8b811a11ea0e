import { data } from "react-router";

// `/{lng}/404` and every unknown path under a language: the root error boundary renders the
// localised 404 page inside the shell.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
