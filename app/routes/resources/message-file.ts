// Being written: replaced by the resource itself.
export function loader() {
  return new Response(null, { status: 404 });
}
