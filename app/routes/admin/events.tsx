// Skeleton: replaced by the page's real module.
export default function Page() {
  return null;
}
