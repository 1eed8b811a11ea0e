// Placeholder while the page is built.
export default function Page() {
  return null;
}
