export default function Page() {
  return <h1>apropos</h1>;
}
