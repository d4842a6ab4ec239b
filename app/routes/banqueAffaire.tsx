export default function Page() {
  return <h1>banqueAffaire</h1>;
}
