export default function Page() {
  return <h1>avertissements</h1>;
}
