export default function Page() {
  return <h1>accessibilite</h1>;
}
