export default function Page() {
  return <h1>pretVoyage</h1>;
}
