export default function Page() {
  return <h1>termes</h1>;
}
