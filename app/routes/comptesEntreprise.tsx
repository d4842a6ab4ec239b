export default function Page() {
  return <h1>comptesEntreprise</h1>;
}
