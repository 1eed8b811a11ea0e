// Skeleton: replaced by the export's real module.
export function loader() {
  return new Response(null, { status: 404 });
}
