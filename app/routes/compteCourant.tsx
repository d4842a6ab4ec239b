export default function Page() {
  return <h1>compteCourant</h1>;
}
