// Being written: replaced by the page itself.
export default function Page() {
  return null;
}
