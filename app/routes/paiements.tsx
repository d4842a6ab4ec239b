export default function Page() {
  return <h1>paiements</h1>;
}
