export default function Page() {
  return <h1>assurance</h1>;
}
