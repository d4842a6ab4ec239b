export default function Page() {
  return <h1>epargne</h1>;
}
